import { CONFLICT } from '@tutorhub/contracts';
import { access, expectAccess } from './support/access-matrix';
import { identitiesForFile, identitiesOn } from './support/file-setup';
import { authHeader, fetchMe, type IdentityName, uniqueEmail } from './support/identities';
import { tutorPayload } from './support/payloads';
import { registerTutor } from './support/tutors';

describe('tutors: who may call', () => {
  const { target, api, ctx } = identitiesForFile();

  describe('who may call', () => {
    expectAccess(ctx, { method: 'get', path: '/api/getTutor' }, access.signedIn());
    const freshTutor = async () => `${await registerTutor(target)}`;
    expectAccess(
      ctx,
      {
        method: 'patch',
        path: async () => `/api/tutorUpdate/${await freshTutor()}`,
        body: { role: 'admin' },
      },
      access.adminOnly(),
    );
    expectAccess(
      ctx,
      { method: 'delete', path: async () => `/api/tutorDelete/${await freshTutor()}` },
      access.adminOnly(),
    );

    describe('POST /api/tutorInfo (ID token, own e-mail)', () => {
      // Separate callers: registering changes them.
      const { ctx: regCtx } = identitiesOn(target);
      const body = (who: IdentityName) =>
        tutorPayload(regCtx.identities![who].email ?? uniqueEmail('anonymous'));
      // student and tutor already have a profile: one per account and e-mail. The admin is the
      // shared ADMIN_EMAILS account here; auth.in-process registers a fresh admin.
      expectAccess(
        regCtx,
        { method: 'post', path: '/api/tutorInfo', body, credential: 'idToken' },
        { anonymous: 401, noProfile: 201, student: 409, tutor: 409 },
      );
      it('made the newcomer a tutor', async () => {
        const { noProfile } = regCtx.identities!;
        expect(await fetchMe(target, noProfile.token!)).toMatchObject({
          kind: 'tutor',
          role: 'tutor',
          name: 'Farhana Akter',
        });
      });
      it('answers 409 with the conflict message', async () => {
        const student = regCtx.identities!.student;
        const res = await api()
          .post('/api/tutorInfo')
          .set(authHeader(student, 'idToken'))
          .send(tutorPayload(student.email!));
        expect(res.body).toMatchObject({ statusCode: 409, message: CONFLICT.profileExists });
      });
    });
  });
});
