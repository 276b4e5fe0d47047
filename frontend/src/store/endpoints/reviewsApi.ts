import type { InsertResult, PageQuery, Review, ReviewRequest } from '../apiTypes';
import { api, pagedList, type Paged } from '../api';

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviews: build.query<Paged<Review>, PageQuery | void>(
      pagedList<Review>('Review', 'getTutorReview'),
    ),
    postReview: build.mutation<InsertResult, ReviewRequest>({
      query: (body) => ({ url: 'tutorReview', method: 'POST', body }),
      invalidatesTags: [{ type: 'Review', id: 'LIST' }],
    }),
  }),
});

export const { useGetReviewsQuery, usePostReviewMutation } = reviewsApi;
