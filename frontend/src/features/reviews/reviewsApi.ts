import type { InsertResult, PageQuery, Review, ReviewRequest } from '../../app/apiTypes';
import { api, listTags, queryString, toPaged, type Paged } from '../../app/api';

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviews: build.query<Paged<Review>, PageQuery | void>({
      query: (params) => `getTutorReview${queryString(params ?? {})}`,
      transformResponse: (rows: Review[], meta) => toPaged(rows, meta),
      providesTags: (result) => listTags('Review', result),
    }),
    postReview: build.mutation<InsertResult, ReviewRequest>({
      query: (body) => ({ url: 'tutorReview', method: 'POST', body }),
      invalidatesTags: [{ type: 'Review', id: 'LIST' }],
    }),
  }),
});

export const { useGetReviewsQuery, usePostReviewMutation } = reviewsApi;
