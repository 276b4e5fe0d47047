import type { InsertResult, StudentRegistration } from '../../app/apiTypes';
import { api, type RegistrationArgs } from '../../app/api';
import { registration } from './registration';

export const studentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerStudent: build.mutation<InsertResult, RegistrationArgs<StudentRegistration>>(
      registration('Student', 'studentInfo'),
    ),
  }),
});

export const { useRegisterStudentMutation } = studentsApi;
