import type { InsertResult, Tutor, TutorQuery, TutorRegistration } from '../../app/apiTypes';
import {
  api,
  listTags,
  queryString,
  toPaged,
  type Paged,
  type RegistrationArgs,
} from '../../app/api';
import { bearer } from '../../lib/http';

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
        headers: bearer(idToken),
      }),
      invalidatesTags: [{ type: 'Tutor', id: 'LIST' }, 'Me', 'Stats'],
    }),
  }),
});

export const { useGetTutorsQuery, useRegisterTutorMutation } = tutorsApi;
