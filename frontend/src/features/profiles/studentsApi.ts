import type { InsertResult, StudentRegistration } from '../../app/apiTypes';
import { api, type RegistrationArgs } from '../../app/api';
import { bearer } from '../../lib/http';

export const studentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerStudent: build.mutation<InsertResult, RegistrationArgs<StudentRegistration>>({
      query: ({ body, idToken }) => ({
        url: 'studentInfo',
        method: 'POST',
        body,
        headers: bearer(idToken),
      }),
      invalidatesTags: [{ type: 'Student', id: 'LIST' }, 'Me', 'Stats'],
    }),
  }),
});

export const { useRegisterStudentMutation } = studentsApi;
