import type { InsertResult, Tutor, TutorQuery, TutorRegistration } from '@tutorhub/contracts';
import { api, listTags, queryString, toPaged, type Paged } from '../../app/api';

export interface RegistrationArgs<T> {
  body: T;
  /** Firebase ID token of the new account (the API token may not exist yet). */
  idToken: string | null;
}

export function authHeader(idToken: string | null): Record<string, string> {
  return idToken ? { Authorization: `Bearer ${idToken}` } : {};
}

export const tutorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTutors: build.query<Paged<Tutor>, TutorQuery>({
      query: (params) => `getTutor${queryString(params)}`,
      transformResponse: (rows: Tutor[], meta) => toPaged(rows, meta),
      providesTags: (result) => listTags('Tutor', result),
    }),
    registerTutor: build.mutation<InsertResult, RegistrationArgs<TutorRegistration>>({
      query: ({ body, idToken }) => ({
        url: 'tutorInfo',
        method: 'POST',
        body,
        headers: authHeader(idToken),
      }),
      invalidatesTags: [{ type: 'Tutor', id: 'LIST' }, 'Me', 'Stats'],
    }),
  }),
});

export const { useGetTutorsQuery, useRegisterTutorMutation } = tutorsApi;
