import type { InsertResult, Tutor, TutorQuery, TutorRegistration } from '../../app/apiTypes';
import { api, pagedList, type Paged, type RegistrationArgs } from '../../app/api';
import { registration } from './registration';

export const tutorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTutors: build.query<Paged<Tutor>, TutorQuery>(pagedList<Tutor>('Tutor', 'getTutor')),
    registerTutor: build.mutation<InsertResult, RegistrationArgs<TutorRegistration>>(
      registration('Tutor', 'tutorInfo'),
    ),
  }),
});

export const { useGetTutorsQuery, useRegisterTutorMutation } = tutorsApi;
