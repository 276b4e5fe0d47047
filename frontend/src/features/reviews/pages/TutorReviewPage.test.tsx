import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Review } from '../../../store/apiTypes';
import { apiUrl, server } from '../../../test/server';
import { renderPage, SIGNED_OUT } from '../../../test/utils';
import TutorReviewPage from './TutorReviewPage';

const review = (overrides: Partial<Review> = {}): Review => ({
  _id: 'r1',
  name: 'Rina',
  image: null,
  message: 'Loved it',
  rating: 4.5,
  createdAt: '2026-11-20T10:00:00.000Z',
  date: '11/20/2026',
  time: '4:00:00 PM',
  ...overrides,
});

function serveReviews(rows: Review[]) {
  server.use(
    http.get(apiUrl('getTutorReview'), () =>
      HttpResponse.json(rows, { headers: { 'X-Total-Count': String(rows.length) } }),
    ),
  );
}

describe('TutorReviewPage', () => {
  it('lists the reviews with their stars and posting time', async () => {
    serveReviews([review()]);
    renderPage(<TutorReviewPage />, { auth: SIGNED_OUT });
    expect(screen.getByRole('heading', { name: 'Reviews', level: 1 })).toBeInTheDocument();
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('Loved it')).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(within(item).getByText(/^20 Nov 2026/)).toBeInTheDocument();
  });

  it('reads in Bangla: title, stars and time in Bengali digits; the review as written', async () => {
    serveReviews([review()]);
    renderPage(<TutorReviewPage />, { auth: SIGNED_OUT, language: 'bn' });
    expect(screen.getByRole('heading', { name: 'রিভিউ', level: 1 })).toBeInTheDocument();
    expect(document.title).toContain('রিভিউ');
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('Loved it')).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: '৫-এর মধ্যে ৪.৫ রেটিং' })).toBeInTheDocument();
    expect(within(item).getByText(/^২০ নভে, ২০২৬/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'রিভিউ লিখতে লগইন করুন' })).toBeInTheDocument();
  });

  it('invites the first review, in Bangla too', async () => {
    serveReviews([]);
    renderPage(<TutorReviewPage />, { auth: SIGNED_OUT, language: 'bn' });
    expect(
      await screen.findByText('এখনো কোনো রিভিউ নেই। প্রথম রিভিউটি আপনিই লিখুন!'),
    ).toBeInTheDocument();
  });
});
