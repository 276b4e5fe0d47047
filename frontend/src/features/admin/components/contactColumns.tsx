import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Chip, Link, Stack } from '@mui/material';
import type { SignInMethod } from '@tutorhub/contracts';
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

/**
 * How the account signs in (as the identity provider last said) and the mobile number it proved:
 * chips on screen, `password phone +8801…` in the CSV.
 */
export function signInColumn<T extends { signInMethods?: SignInMethod[]; phone?: string | null }>(
  header: string,
  methodLabel: (method: SignInMethod) => string,
  verifiedLabel: string,
): Column<T> {
  return {
    id: 'signIn',
    header,
    cell: (row) => (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {(row.signInMethods ?? []).map((method) => (
          <Chip key={method} size="small" variant="outlined" label={methodLabel(method)} />
        ))}
        {row.phone && (
          <Chip
            size="small"
            color="success"
            variant="outlined"
            icon={<VerifiedUserIcon aria-hidden />}
            label={row.phone}
            aria-label={`${verifiedLabel}: ${row.phone}`}
          />
        )}
      </Stack>
    ),
    csv: {
      header: 'Sign-in',
      value: (row) => [...(row.signInMethods ?? []), row.phone ?? ''].join(' ').trim(),
    },
  };
}
