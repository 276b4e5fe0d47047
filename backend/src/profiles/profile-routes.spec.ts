import { RULE_MESSAGES, STUDENT_FORM_MESSAGES, TUTOR_FORM_MESSAGES } from '@tutorhub/contracts';
import type { VerifiedIdentity } from '../auth/identity.decorator';
import type { CachedReads } from '../cached-reads/cached-reads.service';
import { StudentsController } from '../students/students.controller';
import type { StudentsService } from '../students/students.service';
import { TutorsController } from '../tutors/tutors.controller';
import type { TutorsService } from '../tutors/tutors.service';
import type { User } from '../users/user.entity';
import type { ProfilesService } from './profiles.service';

function profiles() {
  return {
    register: jest.fn().mockResolvedValue('acc-1'),
    promote: jest.fn().mockResolvedValue(1),
    remove: jest.fn().mockResolvedValue(1),
  };
}

function controllers() {
  const shared = profiles();
  const service = shared as unknown as ProfilesService;
  return {
    shared,
    tutors: new TutorsController(service, {} as TutorsService, {} as CachedReads),
    students: new StudentsController(service, {} as StudentsService),
  };
}

type Controller = ReturnType<typeof controllers>['tutors' | 'students'];

/** The body as `register` checks it and hands it on, for the caller `who` (an email's, by default). */
async function validated(
  controller: Controller,
  body: object,
  who: VerifiedIdentity = identity,
): Promise<unknown> {
  const shared = (controller as unknown as { profiles: { register: jest.Mock } }).profiles;
  await controller.register(who, body);
  return (shared.register.mock.calls.at(-1) as unknown[])[2];
}

const STUDENT = {
  name: 'Karim',
  image: `/media/${'a'.repeat(64)}.webp`,
  email: 'karim@example.com',
  number: '01712345678',
  study: 'Dhaka College',
  subject: 'Science',
  location: 'Mirpur',
};
const TUTOR = {
  ...STUDENT,
  teachingSubject: 'Physics',
  salary: 8000,
  onlineOffline: 'online',
};
const identity: VerifiedIdentity = {
  uid: 'u-1',
  email: 'karim@example.com',
  emailVerified: true,
  phone: null,
};
const byNumber: VerifiedIdentity = {
  uid: 'u-2',
  email: null,
  emailVerified: false,
  phone: '+8801712345678',
};

describe('ProfileRoutes: the calls tutors and students share', () => {
  it('registers the caller as the kind of its route, answering insertedId', async () => {
    const { shared, tutors, students } = controllers();
    await expect(students.register(identity, STUDENT)).resolves.toEqual({ insertedId: 'acc-1' });
    expect(shared.register).toHaveBeenLastCalledWith('student', identity, STUDENT);
    await tutors.register(identity, TUTOR);
    expect(shared.register).toHaveBeenLastCalledWith('tutor', identity, TUTOR);
  });

  it('promotes and deletes only profiles of its kind, in the original answer shapes', async () => {
    const { shared, tutors, students } = controllers();
    const actor = { id: 'admin-1' } as User;
    await expect(tutors.promote(actor, 't-1', { role: 'admin' })).resolves.toEqual({
      modifiedCount: 1,
    });
    expect(shared.promote).toHaveBeenCalledWith('tutor', 't-1', actor);
    await expect(students.remove('s-1')).resolves.toEqual({ deletedCount: 1 });
    expect(shared.remove).toHaveBeenCalledWith('student', 's-1');
  });

  it("validates a registration against its kind's form, in the form's order", async () => {
    const { tutors, students } = controllers();
    await expect(validated(students, STUDENT)).resolves.toEqual(STUDENT);
    // The same body lacks the tutor's own fields; an empty one answers the first field first.
    await expect(validated(tutors, STUDENT)).rejects.toMatchObject({
      response: { errors: { teachingSubject: TUTOR_FORM_MESSAGES.teachingSubject } },
    });
    await expect(validated(tutors, {})).rejects.toMatchObject({
      response: { message: TUTOR_FORM_MESSAGES.name },
    });
    const tutorErrors = await validated(tutors, {}).catch(
      (e: { response: { errors: object } }) => e.response.errors,
    );
    expect(Object.keys(tutorErrors as object)).toEqual([
      'name',
      'image',
      'email',
      'number',
      'study',
      'subject',
      'teachingSubject',
      'salary',
      'location',
      'onlineOffline',
    ]);
    await expect(validated(students, { ...STUDENT, name: '' })).rejects.toMatchObject({
      response: { message: STUDENT_FORM_MESSAGES.name },
    });
  });

  it('lets an account proved by its number alone leave out the email, and only that account', async () => {
    const { students } = controllers();
    const { email: _email, ...withoutEmail } = STUDENT;
    await expect(validated(students, withoutEmail, byNumber)).resolves.toEqual(withoutEmail);
    await expect(validated(students, withoutEmail)).rejects.toMatchObject({
      response: { errors: { email: STUDENT_FORM_MESSAGES.email } },
    });
    // Given, it is still checked as an email.
    await expect(
      validated(students, { ...withoutEmail, email: 'not-an-email' }, byNumber),
    ).rejects.toMatchObject({ response: { errors: { email: expect.any(String) } } });
  });

  it("refuses the other kind's role and fields", async () => {
    const { students } = controllers();
    await expect(validated(students, { ...STUDENT, role: 'tutor' })).rejects.toMatchObject({
      response: { errors: { role: RULE_MESSAGES.studentRole } },
    });
    await expect(validated(students, { ...STUDENT, salary: 5000 })).rejects.toMatchObject({
      response: { errors: { salary: 'Unknown field: salary' } },
    });
  });
});
