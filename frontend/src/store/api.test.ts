import { ACCESS_TOKEN_KEY } from '@tutorhub/contracts';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { registerTokenRefresher } from '../lib/http';
import { reviewsApi } from './endpoints/reviewsApi';
import { apiUrl, server } from '../test/server';
import { createStore } from './store';

describe('api base query', () => {
  afterEach(() => registerTokenRefresher(null));

  it('sends the stored token and reads X-Total-Count', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok-1');
    let auth: string | null = null;
    server.use(
      http.get(apiUrl('getTutorReview'), ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json([], { headers: { 'X-Total-Count': '42' } });
      }),
    );
    const store = createStore();
    const result = await store.dispatch(reviewsApi.endpoints.getReviews.initiate({ page: 2 }));
    expect(auth).toBe('Bearer tok-1');
    expect(result.data).toEqual({ items: [], total: 42 });
  });

  it('re-exchanges the token once on a 401 and retries', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'old');
    let refreshes = 0;
    registerTokenRefresher(() => {
      refreshes += 1;
      localStorage.setItem(ACCESS_TOKEN_KEY, 'new');
      return Promise.resolve(true);
    });
    const seen: Array<string | null> = [];
    server.use(
      http.post(apiUrl('tutorReview'), ({ request }) => {
        const auth = request.headers.get('authorization');
        seen.push(auth);
        return auth === 'Bearer new'
          ? HttpResponse.json({ insertedId: 'r1' }, { status: 201 })
          : HttpResponse.json(
              { statusCode: 401, error: 'Unauthorized', message: 'x' },
              { status: 401 },
            );
      }),
    );
    const store = createStore();
    const result = await store.dispatch(
      reviewsApi.endpoints.postReview.initiate({ message: 'hi' }),
    );
    expect(result.data).toEqual({ insertedId: 'r1' });
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
    expect(refreshes).toBe(1);
  });
});
