import type {
  DeleteResult,
  InsertResult,
  PageQuery,
  StudentRegistration,
  Tutor,
  TutorQuery,
  TutorRegistration,
  UpdateResult,
} from '../apiTypes';
import {
  api,
  listTags,
  pagedList,
  queryString,
  recordById,
  toPaged,
  type Paged,
  type TagType,
} from '../api';
import { bearer } from '../../lib/http';
import type {
  ProfileUpdate,
  TutorProfile,
  TutorReview,
  TutorReviewRequest,
  VerificationRequest,
} from '../hireTypes';

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

/** A registration call: its body and the token it goes with. */
interface RegistrationArgs<T> {
  body: T;
  /** Firebase ID token of the new account (the API token may not exist yet). */
  idToken: string | null;
}

/**
 * The sign-up call of a tutor or student profile at `path`, sent with the new account's Firebase
 * ID token; the people list, the caller's account and the counts refetch.
 */
function registration<Body>(type: Extract<TagType, 'Tutor' | 'Student'>, path: string) {
  return {
    query: ({ body, idToken }: RegistrationArgs<Body>) => ({
      url: path,
      method: 'POST',
      body,
      headers: bearer(idToken),
    }),
    invalidatesTags: [{ type, id: 'LIST' }, 'Me', 'Stats'] as const,
  };
}

export interface TutorReviewsArgs extends PageQuery {
  tutorId: string;
}

/**
 * The tutors list, signing up as a tutor or student, tutor profiles, their reviews, verification
 * and one's own profile. A tutor's cache entries carry the tag `{Tutor, id}` (also each card of
 * the Hire Tutors list), so a review, a verification or a profile edit refreshes the profile page
 * and every list that shows the tutor.
 */
export const profilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTutors: build.query<Paged<Tutor>, TutorQuery>(pagedList<Tutor>('Tutor', 'getTutor')),
    registerTutor: build.mutation<InsertResult, RegistrationArgs<TutorRegistration>>(
      registration('Tutor', 'tutorInfo'),
    ),
    registerStudent: build.mutation<InsertResult, RegistrationArgs<StudentRegistration>>(
      registration('Student', 'studentInfo'),
    ),
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
    // The badge is given by approving a request (Dashboard › Verification); here it is only taken
    // away, with the reason the tutor is told.
    removeTutorVerified: build.mutation<UpdateResult, { id: string } & VerificationRequest>({
      query: ({ id, ...body }) => ({
        url: `tutors/${enc(id)}/verification`,
        method: 'PATCH',
        body: body satisfies VerificationRequest,
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
    /** `idToken`: from a sign-in just now (confirmSignIn), which the API asks for. */
    deleteMyAccount: build.mutation<DeleteResult, string>({
      query: (idToken) => ({ url: 'me', method: 'DELETE', headers: { 'X-Id-Token': idToken } }),
    }),
  }),
});

export const {
  useGetTutorsQuery,
  useRegisterTutorMutation,
  useRegisterStudentMutation,
  useGetTutorProfileQuery,
  useGetTutorReviewsQuery,
  useAddTutorReviewMutation,
  useDeleteTutorReviewMutation,
  useRemoveTutorVerifiedMutation,
  useUpdateMyProfileMutation,
  useDeleteMyAccountMutation,
} = profilesApi;
