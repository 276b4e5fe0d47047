import { MESSAGES } from '@tutorhub/contracts';
import type { Review } from '../../../store/apiTypes';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl, server } from '../../../test/server';
import { reviewsApi } from '../../../store/endpoints/reviewsApi';
import { answerDialog, notFound, pageOf, renderDashboard, serveMe } from '../../../test/admin';

const review = (i: number): Review => ({
  _id: `r${i}`,
  name: `Reviewer ${i}`,
  email: `r${i}@example.com`,
  image: null,
  message: `Review text ${i}`,
  rating: 4,
  createdAt: '2026-11-01T10:00:00.000Z',
  date: '11/1/2026',
  time: '4:00:00 PM',
});

/** A stateful review API: list (paged) and delete; counts the list calls. */
function serveReviews(initial: Review[]) {
  const db = { rows: [...initial], listCalls: 0, deleted: [] as string[] };
  server.use(
    http.get(apiUrl('getTutorReview'), ({ request }) => {
      db.listCalls += 1;
      return pageOf(db.rows, request.url);
    }),
    http.delete(apiUrl('deleteReview/:id'), ({ params }) => {
      const before = db.rows.length;
      db.rows = db.rows.filter((r) => r._id !== params.id);
      db.deleted.push(String(params.id));
      return HttpResponse.json({ deletedCount: before - db.rows.length });
    }),
  );
  return db;
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

beforeEach(() => serveMe());

describe('Review Collection', () => {
  it('lists the reviews with their authors’ emails', async () => {
    serveReviews([review(1), review(2)]);
    renderDashboard('/Dashboard/reviewCollection');
    expect(await screen.findByText('Total reviews: 2')).toBeInTheDocument();
    const row = rowOf('Review text 1');
    expect(within(row).getByText('Reviewer 1')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'r1@example.com' })).toHaveAttribute(
      'href',
      'mailto:r1@example.com',
    );
    expect(within(row).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Review Collection' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('deletes after confirming, and the public review list loses the review at once', async () => {
    const db = serveReviews([review(1), review(2), review(3)]);
    const { user, store } = renderDashboard('/Dashboard/reviewCollection');
    // The home page's review list, open elsewhere in the app.
    const publicArgs = { page: 1, limit: 6 };
    const home = store.dispatch(reviewsApi.endpoints.getReviews.initiate(publicArgs));
    await home;
    await screen.findByText('Review text 2');

    await user.click(screen.getByRole('button', { name: 'Delete the review by Reviewer 2' }));
    await answerDialog(user, 'Delete', 'Delete the review by Reviewer 2?');

    expect(await screen.findByText(MESSAGES.reviewDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Review text 2')).not.toBeInTheDocument());
    expect(db.deleted).toEqual(['r2']);
    const cached = reviewsApi.endpoints.getReviews.select(publicArgs)(store.getState());
    expect(cached.data?.items.map((r) => r._id)).toEqual(['r1', 'r3']);
    expect(await screen.findByText('Total reviews: 2')).toBeInTheDocument();
    home.unsubscribe();
  });

  it('keeps the review and shows the server message when the delete fails', async () => {
    serveReviews([review(1)]);
    server.use(http.delete(apiUrl('deleteReview/:id'), () => notFound('Review not found')));
    const { user } = renderDashboard('/Dashboard/reviewCollection');
    await user.click(
      await screen.findByRole('button', { name: 'Delete the review by Reviewer 1' }),
    );
    await answerDialog(user, 'Delete');
    expect(await screen.findByText('Review not found')).toBeInTheDocument();
    expect(screen.getByText('Review text 1')).toBeInTheDocument();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const db = serveReviews([review(1)]);
    const { user } = renderDashboard('/Dashboard/reviewCollection');
    await user.click(
      await screen.findByRole('button', { name: 'Delete the review by Reviewer 1' }),
    );
    await answerDialog(user, 'Cancel');
    expect(db.deleted).toEqual([]);
    expect(screen.getByText('Review text 1')).toBeInTheDocument();
  });

  it('reads in Bangla, with the date in Bengali digits, and deletes after a Bangla confirmation', async () => {
    const db = serveReviews([review(1), review(2)]);
    const { user } = renderDashboard('/Dashboard/reviewCollection', undefined, 'bn');
    expect(await screen.findByRole('heading', { name: 'রিভিউ তালিকা' })).toBeInTheDocument();
    expect(await screen.findByText('মোট রিভিউ: ২')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'লেখক',
      'ইমেইল',
      'রেটিং',
      'রিভিউ',
      'তারিখ',
      'কাজ',
    ]);
    const row = rowOf('Review text 1');
    expect(
      within(row)
        .getByText(/১ নভে, ২০২৬/)
        .closest('time'),
    ).toHaveAttribute('dateTime', '2026-11-01T10:00:00.000Z');
    await user.click(screen.getByRole('button', { name: 'Reviewer 2-এর রিভিউ মুছুন' }));
    await answerDialog(user, 'মুছুন', 'Reviewer 2-এর রিভিউ মুছে ফেলবেন?');
    expect(await screen.findByText('মোট রিভিউ: ১')).toBeInTheDocument();
    expect(db.deleted).toEqual(['r2']);
  });
});
