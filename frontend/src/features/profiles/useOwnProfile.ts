import type { ProfileKind } from '@tutorhub/contracts';
import type { Me } from '../../store/apiTypes';
import type { ProfileUpdate } from '../../store/hireTypes';
import { useGetTutorProfileQuery } from '../../store/endpoints/profilesApi';

/** The signed-in account's profile as the edit form starts from it. */
export type OwnProfile = ProfileUpdate & { kind: ProfileKind };

/**
 * The caller's own profile: a tutor's from GET /api/tutors/{id} (their own contact details
 * included); a student's fields have no read call, so the form starts from the account's name
 * and photo and the student fills in the rest.
 */
export function useOwnProfile(me: Me | undefined) {
  const tutorId = me?.kind === 'tutor' ? me._id : undefined;
  const tutor = useGetTutorProfileQuery(tutorId ?? '', { skip: !tutorId });
  const refetch = () => void tutor.refetch();

  if (!me?.kind) {
    return { profile: undefined, isLoading: false, refetch };
  }
  if (me.kind === 'student') {
    const profile: OwnProfile = {
      kind: 'student',
      name: me.name ?? '',
      image: me.image ?? '',
      number: '',
      study: '',
      subject: '',
      location: '',
    };
    return { profile, isLoading: false, refetch };
  }
  const t = tutor.data;
  const profile: OwnProfile | undefined = t && {
    kind: 'tutor',
    name: t.name,
    image: t.image,
    number: t.number ?? '',
    study: t.study,
    subject: t.subject,
    location: t.location,
    teachingSubject: t.teachingSubject,
    salary: t.salary,
    onlineOffline: t.onlineOffline,
    about: t.about,
    gender: t.gender,
  };
  return { profile, isLoading: tutor.isLoading, refetch };
}
