import {
  Box,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Fragment, useEffect, type ReactNode } from 'react';
import type { Paged } from '../../store/api';
import { EmptyState, ErrorState } from '../PageStates';
import { useFormat, useT } from '../../i18n';
import type { CsvColumn } from '../../lib/csv';
import { ROWS_PER_PAGE, type ListParams } from './useListParams';

export interface Column<T> {
  id: string;
  /** The heading on screen, in the user's language. */
  header: string;
  cell: (row: T) => ReactNode;
  /**
   * The column in the CSV export; columns without it (actions) are left out. Its header is
   * fixed English whatever the page's language: the file is data that spreadsheets, scripts and
   * imports read by column name, so the same export must keep the same columns.
   */
  csv?: CsvColumn<T>;
  align?: 'left' | 'right' | 'center';
}

/** The CSV columns of a table: every column with a `csv` part. */
export function csvColumns<T>(columns: readonly Column<T>[]): CsvColumn<T>[] {
  return columns.flatMap((c) => (c.csv ? [c.csv] : []));
}

export interface ListQuery<T> {
  data?: Paged<T>;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface CollectionTableProps<T extends { _id: string }> {
  /** Accessible name of the table, e.g. 'Tutor Collection' (translated, like emptyTitle). */
  label: string;
  columns: readonly Column<T>[];
  query: ListQuery<T>;
  list: ListParams;
  emptyTitle: string;
  /** Rows with a call in flight are dimmed. */
  busyId?: string;
}

/**
 * One server-paged admin table: skeleton rows, error with retry, empty state, pagination.
 * Below `sm` the rows become stacked cards so every action stays on screen.
 */
export default function CollectionTable<T extends { _id: string }>({
  label,
  columns,
  query,
  list,
  emptyTitle,
  busyId,
}: CollectionTableProps<T>) {
  const t = useT();
  const format = useFormat();
  const { data, isLoading, isFetching, isError, refetch } = query;
  const rows = data?.items ?? [];
  const total = data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / list.limit));
  const { page, setPage } = list;
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });

  // After deleting the last row of the last page, step back to the new last page.
  useEffect(() => {
    if (data && data.items.length === 0 && page > lastPage) {
      setPage(lastPage);
    }
  }, [data, page, lastPage, setPage]);

  if (isError && !data) {
    return <ErrorState onRetry={() => void refetch()} />;
  }

  const dimmed = isFetching && !isLoading ? 0.6 : 1;
  const rowSx = (row: T) =>
    busyId === row._id ? { opacity: 0.5, pointerEvents: 'none' as const } : undefined;

  return (
    <Paper variant="outlined">
      {compact ? (
        // Phones: one card per row, every column as a label/value pair — no sideways scrolling.
        <Box
          component="ul"
          aria-label={label}
          aria-busy={isFetching}
          sx={{ listStyle: 'none', m: 0, p: 0, opacity: dimmed }}
        >
          {isLoading
            ? Array.from({ length: 3 }, (_, i) => (
                <Box component="li" key={i} aria-hidden sx={{ p: 2 }}>
                  <Skeleton width="60%" />
                  <Skeleton />
                  <Skeleton width="80%" />
                </Box>
              ))
            : rows.map((row) => (
                <Box
                  component="li"
                  key={row._id}
                  sx={{ p: 2, borderBottom: 1, borderColor: 'divider', ...rowSx(row) }}
                >
                  <Box
                    component="dl"
                    sx={{
                      m: 0,
                      display: 'grid',
                      gridTemplateColumns: 'minmax(90px, auto) 1fr',
                      columnGap: 2,
                      rowGap: 1,
                      alignItems: 'center',
                    }}
                  >
                    {columns.map((c) => (
                      <Fragment key={c.id}>
                        <Box
                          component="dt"
                          sx={{ color: 'text.secondary', fontSize: 14, fontWeight: 600 }}
                        >
                          {c.header}
                        </Box>
                        <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                          {c.cell(row)}
                        </Box>
                      </Fragment>
                    ))}
                  </Box>
                </Box>
              ))}
        </Box>
      ) : (
        <TableContainer>
          <Table aria-label={label} aria-busy={isFetching} size="small" sx={{ minWidth: 560 }}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.id} align={c.align} sx={{ fontWeight: 700 }}>
                    {c.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody sx={{ opacity: dimmed }}>
              {isLoading
                ? Array.from({ length: Math.min(list.limit, 5) }, (_, i) => (
                    <TableRow key={i} aria-hidden>
                      {columns.map((c) => (
                        <TableCell key={c.id}>
                          <Skeleton />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : rows.map((row) => (
                    <TableRow key={row._id} hover sx={rowSx(row)}>
                      {columns.map((c) => (
                        <TableCell key={c.id} align={c.align}>
                          {c.cell(row)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {!isLoading && rows.length === 0 ? (
        <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
          <EmptyState title={emptyTitle} />
        </Box>
      ) : null}
      <TablePagination
        component="div"
        count={total}
        page={Math.min(page, lastPage) - 1}
        rowsPerPage={list.limit}
        rowsPerPageOptions={ROWS_PER_PAGE.map((n) => ({ value: n, label: format.number(n) }))}
        onPageChange={(_e, p) => setPage(p + 1)}
        onRowsPerPageChange={(e) => list.setLimit(Number(e.target.value))}
        labelRowsPerPage={t('admin.table.rowsPerPage')}
      />
    </Paper>
  );
}
