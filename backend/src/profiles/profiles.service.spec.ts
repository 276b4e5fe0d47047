import type { ConfigService } from '@nestjs/config';
import { CONFLICT, MESSAGES, NOT_FOUND, RULE_MESSAGES } from '@tutorhub/contracts';
import type { DataSource, Repository } from 'typeorm';
import type { AccountRolesService } from '../admin/account-roles.service';
import type { VerifiedIdentity } from '../auth/identity.decorator';
import type { Env } from '../config/env.validation';
import { SiteClock } from '../common/site-time';
import { ResponseCache } from '../database/response-cache';
import type { User } from '../users/user.entity';
import {
  ContactsShown,
  type ProfileFields,
  ProfilesService,
  type Registration,
} from './profiles.service';
import type { SearchWindows } from './search-windows';
import type { TuitionTimes } from './tuition-times';

const FIELDS: ProfileFields = {
  name: 'Rahim Uddin',
  image: '/media/a.webp',
  number: '+8801712345678',
  study: 'University of Dhaka',
  subject: 'Physics',
  location: 'Dhanmondi, Dhaka',
};

const IDENTITY: VerifiedIdentity = {
  uid: 'uid-1',
  email: 'rahim@example.com',
  emailVerified: true,
  phone: null,
};

const uniqueViolation = Object.assign(new Error('duplicate key'), { code: '23505' });

/** The `users` repository at its boundary: the fill UPDATE's rows, then exists/insert. */
function usersRepository(fillResults: Array<{ affected: number; raw: Array<{ id: string }> }>) {
  const fill = {
    update: jest.fn().mockReturnThis(),
    set: jest.fn().mockReturnThis(),
    where: jest.fn().mockReturnThis(),
    returning: jest.fn().mockReturnThis(),
    execute: jest.fn(),
  };
  for (const result of fillResults) {
    fill.execute.mockResolvedValueOnce(result);
  }
  const repo = {
    createQueryBuilder: jest.fn(() => fill),
    exists: jest.fn().mockResolvedValue(false),
    insert: jest.fn().mockResolvedValue({}),
    findOneOrFail: jest.fn().mockResolvedValue({ id: 'new-id' }),
    delete: jest.fn(),
    manager: {
      transaction: jest.fn((work: (tx: unknown) => unknown) => work({ getRepository: () => repo })),
    },
  };
  return { repo, fill };
}

const NO_ACCOUNT = { affected: 0, raw: [] };

/** A validated registration body with `email`. */
const body = (email: string): Registration => ({ ...FIELDS, email });

/** What the deletion of an account does with its verification documents. */
const verificationFiles = { deleteOfTutor: jest.fn().mockResolvedValue(0) };

function profiles(
  repo: ReturnType<typeof usersRepository>['repo'],
  env: Partial<Env> = {},
  roles: Partial<AccountRolesService> = {},
): ProfilesService {
  const config = { get: (key: keyof Env) => env[key] } as unknown as ConfigService<Env, true>;
  return new ProfilesService(
    repo as unknown as Repository<User>,
    roles as AccountRolesService,
    {} as SearchWindows,
    verificationFiles as unknown as VerificationFiles,
    config,
  );
}

describe('ProfilesService.register', () => {
  it('refuses a body email other than the signed-in one with 403, before any write', async () => {
    const { repo } = usersRepository([]);
    await expect(
      profiles(repo).register('tutor', IDENTITY, body('someone.else@example.com')),
    ).rejects.toMatchObject({
      response: { statusCode: 403, message: RULE_MESSAGES.registrationEmail },
    });
    expect(repo.createQueryBuilder).not.toHaveBeenCalled();
    expect(repo.insert).not.toHaveBeenCalled();
  });

  it('compares the signed-in email without case or blanks (the body arrives lower-cased)', async () => {
    const { repo } = usersRepository([{ affected: 1, raw: [{ id: 'acc-1' }] }]);
    const identity = { ...IDENTITY, email: ' Rahim@Example.COM ' };
    await expect(
      profiles(repo).register('tutor', identity, body('rahim@example.com')),
    ).resolves.toBe('acc-1');
  });

  it.each<[string, boolean, Partial<Env>]>([
    ['REQUIRE_VERIFIED_EMAIL=true', true, { REQUIRE_VERIFIED_EMAIL: true }],
    ['production by default', true, { NODE_ENV: 'production' }],
    [
      'REQUIRE_VERIFIED_EMAIL=false in production',
      false,
      { NODE_ENV: 'production', REQUIRE_VERIFIED_EMAIL: false },
    ],
    ['development by default', false, { NODE_ENV: 'development' }],
  ])('with %s, an unverified email is refused: %s', async (_, refused, env) => {
    const { repo } = usersRepository([{ affected: 1, raw: [{ id: 'acc-1' }] }]);
    const registering = profiles(repo, env).register(
      'student',
      { ...IDENTITY, emailVerified: false },
      body(IDENTITY.email),
    );
    if (refused) {
      await expect(registering).rejects.toMatchObject({
        response: { statusCode: 403, message: MESSAGES.verifyEmailFirst },
      });
      expect(repo.createQueryBuilder).not.toHaveBeenCalled();
    } else {
      await expect(registering).resolves.toBe('acc-1');
    }
  });

  it('fills the signed-in account only while it has no profile, keeping an admin admin', async () => {
    const { repo, fill } = usersRepository([{ affected: 1, raw: [{ id: 'acc-1' }] }]);
    await expect(profiles(repo).register('tutor', IDENTITY, body(IDENTITY.email))).resolves.toBe(
      'acc-1',
    );
    const [set] = fill.set.mock.calls[0] as [Record<string, unknown>];
    expect(set).toMatchObject({ ...FIELDS, kind: 'tutor' });
    expect((set.role as () => string)()).toMatch(/WHEN "role" = 'admin' THEN 'admin' ELSE :kind/);
    expect(fill.where).toHaveBeenCalledWith('"firebaseUid" = :uid AND "kind" IS NULL', {
      uid: IDENTITY.uid,
      kind: 'tutor',
    });
    expect(repo.insert).not.toHaveBeenCalled();
  });

  it('answers 409 when the account already has a profile, without inserting', async () => {
    const { repo } = usersRepository([NO_ACCOUNT]);
    repo.exists.mockResolvedValue(true);
    await expect(
      profiles(repo).register('student', IDENTITY, body(IDENTITY.email)),
    ).rejects.toMatchObject({ response: { statusCode: 409, message: CONFLICT.profileExists } });
    expect(repo.exists).toHaveBeenCalledWith({ where: { firebaseUid: IDENTITY.uid } });
    expect(repo.insert).not.toHaveBeenCalled();
  });

  it('creates the account of a caller who never exchanged a token, role = kind', async () => {
    const { repo } = usersRepository([NO_ACCOUNT]);
    await expect(
      profiles(repo).register(
        'student',
        { ...IDENTITY, emailVerified: false },
        body(IDENTITY.email),
      ),
    ).resolves.toBe('new-id');
    expect(repo.insert).toHaveBeenCalledWith({
      firebaseUid: IDENTITY.uid,
      email: IDENTITY.email,
      phone: null,
      emailVerified: false,
      kind: 'student',
      role: 'student',
      ...FIELDS,
    });
  });

  it('fills the account a concurrent token exchange created meanwhile', async () => {
    const { repo } = usersRepository([NO_ACCOUNT, { affected: 1, raw: [{ id: 'raced' }] }]);
    repo.insert.mockRejectedValue(uniqueViolation);
    await expect(profiles(repo).register('tutor', IDENTITY, body(IDENTITY.email))).resolves.toBe(
      'raced',
    );
  });

  it.each<[string, boolean]>([
    ['a concurrent registration filled the account first', true],
    ['the email belongs to another account', false],
  ])('answers 409 on a duplicate insert when %s', async (_, accountExistsAfterRace) => {
    const { repo } = usersRepository([NO_ACCOUNT, NO_ACCOUNT]);
    repo.exists.mockResolvedValueOnce(false).mockResolvedValueOnce(accountExistsAfterRace);
    repo.insert.mockRejectedValue(uniqueViolation);
    await expect(
      profiles(repo).register('tutor', IDENTITY, body(IDENTITY.email)),
    ).rejects.toMatchObject({ response: { statusCode: 409, message: CONFLICT.profileExists } });
  });

  it("stores only the profile fields: the body's role never reaches the account", async () => {
    const { repo, fill } = usersRepository([NO_ACCOUNT]);
    await profiles(repo).register('tutor', IDENTITY, { ...body(IDENTITY.email), role: 'student' });
    const [set] = fill.set.mock.calls[0] as [Record<string, unknown>];
    expect(set).toEqual({ ...FIELDS, kind: 'tutor', role: expect.any(Function) });
    expect(repo.insert).toHaveBeenCalledWith(
      expect.objectContaining({ role: 'tutor', kind: 'tutor' }),
    );
  });

  it('lets other database errors through (not mistaken for a duplicate)', async () => {
    const { repo } = usersRepository([NO_ACCOUNT]);
    const broken = Object.assign(new Error('value too long'), { code: '22001' });
    repo.insert.mockRejectedValue(broken);
    await expect(profiles(repo).register('tutor', IDENTITY, body(IDENTITY.email))).rejects.toBe(
      broken,
    );
  });
});

describe('ProfilesService promote and remove', () => {
  it('promotes through the audited account roles, with the acting admin', async () => {
    const { repo } = usersRepository([]);
    const promoteProfile = jest.fn().mockResolvedValue(1);
    const service = profiles(repo, {}, { promoteProfile });
    await expect(service.promote('student', 's-1', { id: 'admin-1' } as User)).resolves.toBe(1);
    expect(promoteProfile).toHaveBeenCalledWith('student', 's-1', 'admin-1');
  });

  it('deletes only a profile of the given kind', async () => {
    const { repo } = usersRepository([]);
    repo.delete.mockResolvedValue({ affected: 1 });
    await expect(profiles(repo).remove('tutor', 't-1')).resolves.toBe(1);
    expect(repo.delete).toHaveBeenCalledWith({ id: 't-1', kind: 'tutor' });
    // In the same transaction: a store that refuses rolls the deletion back.
    expect(verificationFiles.deleteOfTutor).toHaveBeenCalledWith(expect.anything(), 't-1');
  });

  it.each([
    ['tutor', NOT_FOUND.tutor],
    ['student', NOT_FOUND.student],
  ] as const)('answers 404 with the %s message when nothing was deleted', async (kind, message) => {
    const { repo } = usersRepository([]);
    repo.delete.mockResolvedValue({ affected: 0 });
    await expect(profiles(repo).remove(kind, 'x')).rejects.toMatchObject({
      response: { statusCode: 404, message },
    });
  });
});

describe('ContactsShown', () => {
  const student = { id: 's-1', kind: 'student', role: 'student' } as User;
  const tutor = { id: 't-1', kind: 'tutor', role: 'tutor' } as User;
  const DAY = 24 * 60 * 60 * 1000;
  const NOW = new Date('2026-12-01T06:00:00Z');
  const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

  /** A `hires` table holding the student's accepted hires `rows`, read at a movable `now`. */
  function contacts(rows: Array<Partial<TuitionTimes> & { tutorId: string }>) {
    const hires = rows.map((row) => ({
      status: 'accepted',
      acceptedAt: daysAgo(40),
      endedAt: null,
      closedByAdmin: false,
      ...row,
    }));
    const query = jest.fn().mockResolvedValue(hires);
    const clock = new SiteClock('Asia/Dhaka');
    const now = jest.spyOn(clock, 'now').mockReturnValue(NOW);
    const cache = new ResponseCache(1e6, undefined, () => clock.now().getTime());
    const shown = new ContactsShown(cache, { query } as unknown as DataSource, clock);
    return { query, cache, shown, now };
  }

  it('shows a student themself and the tutors of running tuitions and of ones they ended lately', async () => {
    const { query, shown } = contacts([
      { tutorId: 't-1' },
      { tutorId: 't-2', status: 'ended', endedAt: daysAgo(29) },
      { tutorId: 't-3', status: 'ended', endedAt: daysAgo(31) },
      { tutorId: 't-4', status: 'ended', endedAt: daysAgo(1), closedByAdmin: true },
    ]);
    expect(await shown.to(student)).toEqual(new Set(['s-1', 't-1', 't-2']));
    const [sql, params] = query.mock.calls[0] as [string, unknown[]];
    expect(sql).toMatch(/"studentId" = \$1/);
    expect(params).toEqual(['s-1']);
  });

  it('holds a student’s tutors until the next write to hires', async () => {
    const { query, cache, shown } = contacts([{ tutorId: 't-1' }]);
    expect(shown.knownTo(student)).toBeUndefined();
    await shown.to(student);
    expect(shown.knownTo(student)).toEqual(new Set(['s-1', 't-1']));
    await shown.to(student);
    expect(query).toHaveBeenCalledTimes(1);
    cache.invalidate('hires');
    expect(shown.knownTo(student)).toBeUndefined();
  });

  it('lets go of a tutor 30 days after the parties ended the tuition, without a write', async () => {
    const { query, shown, now } = contacts([
      { tutorId: 't-2', status: 'ended', endedAt: daysAgo(29) },
    ]);
    expect(await shown.to(student)).toEqual(new Set(['s-1', 't-2']));
    now.mockReturnValue(new Date(NOW.getTime() + DAY));
    expect(shown.knownTo(student)).toBeUndefined();
    expect(await shown.to(student)).toEqual(new Set(['s-1']));
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('shows a tutor only their own contact, without reading hires', async () => {
    const { query, shown } = contacts([{ tutorId: 't-9' }]);
    expect(await shown.to(tutor)).toEqual(new Set(['t-1']));
    expect(query).not.toHaveBeenCalled();
  });
});
