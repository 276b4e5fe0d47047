import type { InsertResult, StudentRegistration } from '@tutorhub/contracts';
import { api } from '../../app/api';
import { authHeader, type RegistrationArgs } from '../tutors/tutorsApi';

export const studentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerStudent: build.mutation<InsertResult, RegistrationArgs<StudentRegistration>>({
      query: ({ body, idToken }) => ({
        url: 'studentInfo',
        method: 'POST',
        body,
        headers: authHeader(idToken),
      }),
      invalidatesTags: [{ type: 'Student', id: 'LIST' }, 'Me', 'Stats'],
    }),
  }),
});

export const { useRegisterStudentMutation } = studentsApi;
