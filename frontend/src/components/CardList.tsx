import { Box, Grid, Pagination } from '@mui/material';
import type { ReactNode } from 'react';
import { CardGridSkeleton, EmptyState, ErrorState } from './PageStates';

interface Props<T> {
  items: T[];
  isLoading: boolean;
  isError: boolean;
  /** A new page loads while the old one shows: the cards are dimmed. */
  isFetching: boolean;
  onRetry: () => void;
  emptyTitle: string;
  /** Under the empty title, e.g. a hint or a button. */
  emptyContent: ReactNode;
  /** Above the cards, e.g. a count. */
  header?: ReactNode;
  /** A card; `first` is the first of the page, whose picture is the page's main one. */
  renderCard: (item: T, first: boolean) => ReactNode;
  pageCount: number;
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * Whether a list query's cards are not yet the ones its current arguments ask for: a request is
 * in flight, or the arguments have just changed and the previous arguments' cards still show
 * (for one render before the new request starts, the query reports nothing in flight).
 */
export function isListBusy(query: {
  isFetching: boolean;
  isError: boolean;
  data?: unknown;
  currentData?: unknown;
}): boolean {
  return (
    query.isFetching ||
    (!query.isError && query.data !== undefined && query.currentData === undefined)
  );
}

/** The cards of the widest row: on any screen, the only ones that can show at first paint. */
const FIRST_ROW = 3;

/**
 * Cards after the first row are laid out and painted only once near the screen: a page of
 * tutors is some 900 elements, most of them below a phone's fold. The first row is not: the
 * browser would paint the page without it, then lay it out in a second pass right after.
 */
const LATER_CARD = { contentVisibility: 'auto', containIntrinsicSize: 'auto 520px' } as const;

/**
 * A paged list of cards in its states: skeleton while loading, error with retry, empty, or
 * the cards three to a row with page links when there is more than one page.
 */
export default function CardList<T extends { _id: string }>(props: Props<T>) {
  if (props.isLoading) {
    return <CardGridSkeleton count={6} />;
  }
  if (props.isError) {
    return <ErrorState onRetry={props.onRetry} />;
  }
  if (props.items.length === 0) {
    return <EmptyState title={props.emptyTitle}>{props.emptyContent}</EmptyState>;
  }
  return (
    <>
      {props.header}
      <Grid container spacing={3} sx={{ opacity: props.isFetching ? 0.6 : 1 }}>
        {props.items.map((item, index) => (
          <Grid
            key={item._id}
            size={{ xs: 12, md: 6, lg: 4 }}
            sx={index < FIRST_ROW ? undefined : LATER_CARD}
          >
            {props.renderCard(item, index === 0)}
          </Grid>
        ))}
      </Grid>
      {props.pageCount > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Pagination
            count={props.pageCount}
            page={props.page}
            onChange={(_e, page) => props.onPageChange(page)}
            color="primary"
          />
        </Box>
      )}
    </>
  );
}
