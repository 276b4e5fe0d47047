import { RULE_MESSAGES, STUDENT_FORM_MESSAGES, TUTOR_FORM_MESSAGES } from '@tutorhub/contracts';
import { createValidationPipe } from '../common/errors';
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

/** The body as the global validation pipe checks it: against the class Nest reads for `register`. */
async function validated(controller: object, body: object): Promise<unknown> {
  const [, metatype] = Reflect.getMetadata('design:paramtypes', controller, 'register') as [
    unknown,
    new () => object,
  ];
  return createValidationPipe().transform(body, { type: 'body', metatype });
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
const identity = { uid: 'u-1', email: 'karim@example.com', emailVerified: true };

describe('ProfileRoutes: the calls tutors and students share', () => {
  it('registers the caller as the kind of its route, answering insertedId', async () => {
    const { shared, tutors, students } = controllers();
    await expect(students.register(identity, STUDENT)).resolves.toEqual({ insertedId: 'acc-1' });
    expect(shared.register).toHaveBeenLastCalledWith('student', identity, STUDENT);
    await tutors.register(identity, STUDENT);
    expect(shared.register).toHaveBeenLastCalledWith('tutor', identity, STUDENT);
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
