import type { DeleteResult, InsertResult, PageQuery, UpdateResult } from '../../app/apiTypes';
import { api, listTags, queryString, recordById, toPaged, type Paged } from '../../app/api';
import type {
  ProfileUpdate,
  TutorProfile,
  TutorReview,
  TutorReviewRequest,
  VerificationRequest,
} from '../hires/types';

const enc = encodeURIComponent;
const TUTOR_LIST = { type: 'Tutor', id: 'LIST' } as const;

/** A review added or deleted: the rating is recomputed, so the profile and the cards refetch. */
function reviewsChanged(_result: unknown, error: unknown, { tutorId }: { tutorId: string }) {
  return error
    ? []
    : [
        { type: 'TutorReview', id: 'LIST' } as const,
        { type: 'Tutor', id: tutorId } as const,
        TUTOR_LIST,
      ];
}

export interface TutorReviewsArgs extends PageQuery {
  tutorId: string;
}

/**
 * Tutor profiles, their reviews, verification and one's own profile. A tutor's cache entries
 * carry the tag `{Tutor, id}` (also each card of the Hire Tutors list), so a review, a
 * verification or a profile edit refreshes the profile page and every list that shows the tutor.
 */
export const profilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTutorProfile: build.query<TutorProfile, string>(recordById('Tutor', 'tutors')),
    getTutorReviews: build.query<Paged<TutorReview>, TutorReviewsArgs>({
      query: ({ tutorId, ...page }) => `tutors/${enc(tutorId)}/reviews${queryString(page)}`,
      transformResponse: (rows: TutorReview[], meta) => toPaged(rows, meta),
      providesTags: (result) => listTags('TutorReview', result),
    }),
    addTutorReview: build.mutation<InsertResult, { tutorId: string; body: TutorReviewRequest }>({
      query: ({ tutorId, body }) => ({
        url: `tutors/${enc(tutorId)}/reviews`,
        method: 'POST',
        body,
      }),
      invalidatesTags: reviewsChanged,
    }),
    deleteTutorReview: build.mutation<DeleteResult, { tutorId: string; reviewId: string }>({
      query: ({ tutorId, reviewId }) => ({
        url: `tutors/${enc(tutorId)}/reviews/${enc(reviewId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: reviewsChanged,
    }),
    setTutorVerified: build.mutation<UpdateResult, { id: string; verified: boolean }>({
      query: ({ id, verified }) => ({
        url: `tutors/${enc(id)}/verification`,
        method: 'PATCH',
        body: { verified } satisfies VerificationRequest,
      }),
      // `verified=true` lists change membership, so the lists refetch too.
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Tutor', id }, TUTOR_LIST],
    }),
    updateMyProfile: build.mutation<UpdateResult, { id: string; body: ProfileUpdate }>({
      query: ({ body }) => ({ url: 'me/profile', method: 'PATCH', body }),
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : ['Me', { type: 'Tutor', id }, TUTOR_LIST, { type: 'Student', id: 'LIST' }, 'Hire'],
    }),
    deleteMyAccount: build.mutation<DeleteResult, void>({
      query: () => ({ url: 'me', method: 'DELETE' }),
    }),
  }),
});

export const {
  useGetTutorProfileQuery,
  useGetTutorReviewsQuery,
  useAddTutorReviewMutation,
  useDeleteTutorReviewMutation,
  useSetTutorVerifiedMutation,
  useUpdateMyProfileMutation,
  useDeleteMyAccountMutation,
} = profilesApi;
