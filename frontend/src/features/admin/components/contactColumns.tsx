import { Link } from '@mui/material';
import type { Column } from '../../../components/collection/CollectionTable';

/** The email column: a mailto link on screen, the address in the CSV under `csvHeader`. */
export function emailColumn<T extends { email?: string }>(
  header: string,
  csvHeader = 'Email',
): Column<T> {
  return {
    id: 'email',
    header,
    cell: (row) => <Link href={`mailto:${row.email}`}>{row.email}</Link>,
    csv: { header: csvHeader, value: (row) => row.email },
  };
}

/** The phone number column, as typed, on screen and in the CSV. */
export function phoneColumn<T extends { number?: string }>(header: string): Column<T> {
  return {
    id: 'number',
    header,
    cell: (row) => row.number,
    csv: { header: 'Phone Number', value: (row) => row.number },
  };
}
