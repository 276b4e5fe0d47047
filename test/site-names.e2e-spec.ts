import { PROFILE_MESSAGES } from '@tutorhub/contracts';
import type request from 'supertest';
import { http } from './support/app';
import { expectErrorShape } from './support/error-shape';
import { authHeader, createAccount, fetchMe, type TestIdentity } from './support/identities';
import { targetForFile } from './support/file-setup';
import { newStudent, newTutor } from './support/hires';
import { studentPayload, tutorPayload } from './support/payloads';

/** Names an abuser picks so that emails and messages seem to come from the site. */
const IMITATIONS = [
  'Tutor Hub',
  'TutorHub Support',
  'Admin',
  'Supp0rt Team',
  'Moderator Rahim',
  'টিউটর হাব',
  'অ্যাডমিন',
  'সাপোর্ট',
];

function expectRefusedName(res: request.Response): void {
  expect(res.status).toBe(400);
  expectErrorShape(res);
  expect(res.body).toMatchObject({
    code: 'profile.siteName',
    message: PROFILE_MESSAGES.siteName,
    codes: { name: 'profile.siteName' },
  });
}

/** Display names that imitate the site or its staff are refused wherever a name is set. */
describe('names that imitate the site', () => {
  const { target, api } = targetForFile();

  describe.each([
    ['tutor', tutorPayload],
    ['student', studentPayload],
  ] as const)('registering a %s profile', (kind, payload) => {
    it('refuses each imitation with 400 profile.siteName and registers nothing', async () => {
      const who = await createAccount(target, 'noProfile');
      for (const name of IMITATIONS) {
        expectRefusedName(
          await api()
            .post(`/api/${kind}Info`)
            .set(authHeader(who))
            .send(payload(who.email!, { name })),
        );
      }
      expect((await fetchMe(target, who.token!)).kind).toBeNull();
      await api()
        .post(`/api/${kind}Info`)
        .set(authHeader(who))
        .send(payload(who.email!, { name: 'Badminton Coach Karim' }))
        .expect(201);
    });
  });

  describe.each([
    ['tutor', newTutor],
    ['student', newStudent],
  ] as const)('editing a %s profile (PATCH me/profile)', (_, make) => {
    it('refuses each imitation and keeps the name', async () => {
      const who: TestIdentity = await make(target);
      const before = (await fetchMe(target, who.token!)).name;
      for (const name of IMITATIONS) {
        expectRefusedName(
          await http(target).patch('/api/me/profile').set(authHeader(who)).send({ name }),
        );
      }
      expect((await fetchMe(target, who.token!)).name).toBe(before);
      await http(target)
        .patch('/api/me/profile')
        .set(authHeader(who))
        .send({ name: 'রহিম উদ্দিন' })
        .expect(200);
    });
  });
});
