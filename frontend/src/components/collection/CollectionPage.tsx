import type { ReactNode } from 'react';
import { useFormat } from '../../i18n';
import CollectionShell from './CollectionShell';
import CollectionTable, { type CollectionTableProps } from './CollectionTable';

type Props<T extends { _id: string }> = Omit<CollectionTableProps<T>, 'label'> & {
  /** Already translated; also the table's accessible name unless `tableLabel` is given. */
  title: string;
  tableLabel?: string;
  /** The count line for the total, given in the user's digits, e.g. 'Total blogs: 14'. */
  countLabel: (total: string) => string;
  toolbar?: ReactNode;
  /** Dialogs the page opens. */
  children?: ReactNode;
};

/** A dashboard page of one server-paged table: the shell with its live count, then the table. */
export default function CollectionPage<T extends { _id: string }>({
  title,
  tableLabel,
  countLabel,
  toolbar,
  children,
  ...table
}: Props<T>) {
  const format = useFormat();
  const total = table.query.data?.total;
  return (
    <CollectionShell
      title={title}
      count={total === undefined ? undefined : countLabel(format.number(total))}
      toolbar={toolbar}
    >
      <CollectionTable label={tableLabel ?? title} {...table} />
      {children}
    </CollectionShell>
  );
}
