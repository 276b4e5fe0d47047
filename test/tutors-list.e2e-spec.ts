import { RULE_MESSAGES, TOTAL_COUNT_HEADER } from '@tutorhub/contracts';
import type { Tutor } from '../frontend/src/store/apiTypes';
import type request from 'supertest';
import { identitiesForFile } from './support/file-setup';
import { authHeader, type TestIdentity } from './support/identities';
import { marker } from './support/payloads';
import { registerTutor } from './support/tutors';

describe('tutors: the list', () => {
  const { target, api, ids } = identitiesForFile();
  const as = (who: TestIdentity) => authHeader(who);

  describe('GET /api/getTutor', () => {
    const tag = marker('list');
    const made: Record<string, string> = {};
    beforeAll(async () => {
      // Registered oldest first; the list is newest first.
      const specs: Array<[string, Record<string, unknown>]> = [
        [
          'physOnline',
          {
            teachingSubject: 'Physics',
            onlineOffline: 'online',
            salary: 5000,
            location: `Mirpur ${tag}`,
          },
        ],
        [
          'physBoth',
          { teachingSubject: 'Physics', onlineOffline: 'both', salary: 9000, location: 'Uttara' },
        ],
        [
          'chemOffline',
          {
            teachingSubject: 'Chemistry',
            onlineOffline: 'offline',
            salary: 15000,
            location: 'Mirpur',
          },
        ],
        [
          'mathOnline',
          {
            teachingSubject: 'Mathematics',
            onlineOffline: 'online',
            salary: 20000,
            study: `BUET ${tag}`,
          },
        ],
      ];
      for (const [key, patch] of specs) {
        made[key] = await registerTutor(target, { name: `${key} ${tag}`, ...patch });
      }
    });
    const list = (query: string) => api().get(`/api/getTutor?q=${tag}&${query}`).set(as(ids.tutor));
    const names = (res: request.Response) => (res.body as Tutor[]).map((t) => t.name.split(' ')[0]);

    it('lists tutors newest first with X-Total-Count', async () => {
      const res = await list('').expect(200);
      expect(names(res)).toEqual(['mathOnline', 'chemOffline', 'physBoth', 'physOnline']);
      expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('4');
    });

    it('pages with ?page=&limit=', async () => {
      const first = await list('limit=3').expect(200);
      expect(names(first)).toEqual(['mathOnline', 'chemOffline', 'physBoth']);
      const second = await list('limit=3&page=2').expect(200);
      expect(names(second)).toEqual(['physOnline']);
      expect(second.headers['x-total-count']).toBe('4');
      const beyond = await list('limit=3&page=3').expect(200);
      expect(beyond.body).toEqual([]);
      expect(beyond.headers['x-total-count']).toBe('4');
    });

    it('defaults to 50 per page', async () => {
      const res = await api().get('/api/getTutor').set(as(ids.tutor)).expect(200);
      expect(res.body.length).toBeLessThanOrEqual(50);
      expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(res.body.length);
    });

    it('filters by teaching subject (any casing)', async () => {
      expect(names(await list('subject=physics').expect(200))).toEqual(['physBoth', 'physOnline']);
      expect(names(await list('subject=Chemistry').expect(200))).toEqual(['chemOffline']);
      expect(names(await list('subject=Music').expect(200))).toEqual([]);
    });

    it('filters by mode: online and offline include tutors teaching both', async () => {
      expect(names(await list('mode=online').expect(200))).toEqual([
        'mathOnline',
        'physBoth',
        'physOnline',
      ]);
      expect(names(await list('mode=Offline').expect(200))).toEqual(['chemOffline', 'physBoth']);
      expect(names(await list('mode=both').expect(200))).toEqual(['physBoth']);
    });

    it('filters by salary range (inclusive)', async () => {
      expect(names(await list('minSalary=9000').expect(200))).toEqual([
        'mathOnline',
        'chemOffline',
        'physBoth',
      ]);
      expect(names(await list('maxSalary=9000').expect(200))).toEqual(['physBoth', 'physOnline']);
      expect(names(await list('minSalary=6000&maxSalary=15000').expect(200))).toEqual([
        'chemOffline',
        'physBoth',
      ]);
    });

    it('filters by part of the location, case-insensitive', async () => {
      expect(names(await list('location=mirpur').expect(200))).toEqual([
        'chemOffline',
        'physOnline',
      ]);
      const own = await api()
        .get(`/api/getTutor?location=${tag.toUpperCase()}`)
        .set(as(ids.tutor))
        .expect(200);
      expect(names(own)).toEqual(['physOnline']);
    });

    it('searches name, study, subject and location with q; wildcards match literally', async () => {
      const byStudy = await api()
        .get(`/api/getTutor?q=buet%20${tag}`)
        .set(as(ids.tutor))
        .expect(200);
      expect(names(byStudy)).toEqual(['mathOnline']);
      const byLocation = await api()
        .get(`/api/getTutor?q=mirpur%20${tag}`)
        .set(as(ids.tutor))
        .expect(200);
      expect(names(byLocation)).toEqual(['physOnline']);
      const wild = await api().get(`/api/getTutor?q=${tag}%25`).set(as(ids.tutor)).expect(200);
      expect(wild.body).toEqual([]);
      const underscore = await api()
        .get(`/api/getTutor?q=${tag.slice(0, -1)}_`)
        .set(as(ids.tutor))
        .expect(200);
      expect(underscore.body).toEqual([]);
    });

    it('matches q within one column, never across two (name then study)', async () => {
      // mathOnline's name ends in the tag and its study starts with "BUET".
      for (const across of [`${tag}\nBUET`, `${tag} BUET`, `${tag}BUET`]) {
        const res = await api()
          .get(`/api/getTutor?q=${encodeURIComponent(across)}`)
          .set(as(ids.tutor))
          .expect(200);
        expect(res.body).toEqual([]);
        expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('0');
      }
    });

    it('filters by role (admins stay in the tutor list)', async () => {
      await api()
        .patch(`/api/tutorUpdate/${made.physBoth}`)
        .set(as(ids.admin))
        .send({ role: 'admin' })
        .expect(200);
      const asAdmin = (query: string) => list(query).set(as(ids.admin));
      expect(names(await asAdmin('role=admin').expect(200))).toEqual(['physBoth']);
      expect(names(await asAdmin('role=tutor').expect(200))).toEqual([
        'mathOnline',
        'chemOffline',
        'physOnline',
      ]);
    });

    it.each(['noProfile', 'student', 'tutor'] as const)(
      'refuses the role filter to %s (it would list the admins): 403 in the error shape',
      async (who) => {
        for (const role of ['admin', 'tutor']) {
          const res = await list(`role=${role}`).set(as(ids[who])).expect(403);
          expect(res.body).toEqual({
            statusCode: 403,
            error: 'Forbidden',
            message: 'You are not allowed to do this.',
            code: 'auth.forbidden',
            params: {},
          });
        }
      },
    );

    it('lists tutors only, never students or accounts without a profile', async () => {
      // Admins' q also searches login emails.
      const res = await api()
        .get(`/api/getTutor?q=${ids.student.email}`)
        .set(as(ids.admin))
        .expect(200);
      expect(res.body).toEqual([]);
      const none = await api()
        .get(`/api/getTutor?q=${ids.noProfile.email}`)
        .set(as(ids.admin))
        .expect(200);
      expect(none.body).toEqual([]);
    });

    it.each([
      ['subject=Cooking', 'subject', RULE_MESSAGES.teachingSubject],
      ['mode=sometimes', 'mode', RULE_MESSAGES.onlineOffline],
      ['minSalary=-5', 'minSalary', RULE_MESSAGES.nonNegativeInteger],
      ['maxSalary=abc', 'maxSalary', RULE_MESSAGES.nonNegativeInteger],
      ['minSalary=10&maxSalary=5', 'minSalary', RULE_MESSAGES.salaryRange],
      ['role=owner', 'role', RULE_MESSAGES.roleFilter],
      ['limit=0', 'limit', RULE_MESSAGES.limit],
      ['limit=101', 'limit', RULE_MESSAGES.limit],
      ['limit=ten', 'limit', RULE_MESSAGES.limit],
      ['page=0', 'page', RULE_MESSAGES.page],
      [`q=${'x'.repeat(101)}`, 'q', RULE_MESSAGES.queryText],
      ['q=a&q=b', 'q', RULE_MESSAGES.queryText],
      ['sort=name', 'sort', RULE_MESSAGES.tutorSort],
      ['sort=Salary&sort=rating', 'sort', RULE_MESSAGES.tutorSort],
      ['verified=yes', 'verified', RULE_MESSAGES.trueOrFalse('verified')],
    ])('refuses ?%s with a 400', async (query, field, message) => {
      const res = await api().get(`/api/getTutor?${query}`).set(as(ids.tutor)).expect(400);
      expect(res.body.errors).toEqual({ [field]: message });
    });
  });
});
