import { AUTH_MESSAGES, LIMITS, RULE_MESSAGES } from '@tutorhub/contracts';
import type { DataSource } from 'typeorm';
import { type CachedResponse, ResponseCache } from '../database/response-cache';
import {
  ContactsShown,
  type ProfileFilters,
  type ProfilesService,
} from '../profiles/profiles.service';
import type { User } from '../users/user.entity';
import type { TutorQueryDto } from './dto/tutor-list.dto';
import { TutorsService } from './tutors.service';

const admin = { id: 'admin-1', role: 'admin' } as User;
const visitor = { id: 'student-1', role: 'student', kind: 'student' } as User;

const tutorRow = {
  id: 't-1',
  kind: 'tutor',
  role: null,
  email: 'rahim@example.com',
  number: '+8801712345678',
  name: 'Rahim',
  suspended: true,
  salary: 5000,
  onlineOffline: 'online',
  verified: true,
  ratingCount: 2,
  ratingAverage: 4.5,
} as User;

function tutors(rows: User[] = [], hiredTutorIds: string[] = []) {
  const profiles = {
    list: jest.fn().mockResolvedValue({ rows, total: rows.length }),
  };
  const db = { query: jest.fn().mockResolvedValue(hiredTutorIds.map((tutorId) => ({ tutorId }))) };
  const cache = new ResponseCache(1e6);
  const service = new TutorsService(
    profiles as unknown as ProfilesService,
    cache,
    new ContactsShown(cache, db as unknown as DataSource),
  );
  return { profiles, db, service };
}

/** A search limit that never refuses (the limit itself is the route's, tested end to end). */
const noSearchLimit = async () => undefined;

/** The answer `caller` gets for `query`. */
const listed = async (service: TutorsService, caller: User, query: TutorQueryDto) =>
  (await service.list(caller, query, noSearchLimit)).answer;

const items = (answer: CachedResponse): Array<Record<string, unknown>> =>
  JSON.parse(answer.body.toString()) as Array<Record<string, unknown>>;

describe('TutorsService.list', () => {
  it('refuses a role filter from a non-admin with 403, before querying', async () => {
    const { profiles, service } = tutors();
    await expect(
      service.list(visitor, { role: 'admin' } as TutorQueryDto, noSearchLimit),
    ).rejects.toMatchObject({
      response: { statusCode: 403, message: AUTH_MESSAGES.forbidden },
    });
    expect(profiles.list).not.toHaveBeenCalled();
  });

  it('lets an admin filter by role, see suspended tutors and search emails', async () => {
    const { profiles, service } = tutors();
    await listed(service, admin, { role: 'admin' } as TutorQueryDto);
    expect(profiles.list).toHaveBeenCalledWith(
      'tutor',
      expect.objectContaining<Partial<ProfileFilters>>({
        role: 'admin',
        withSuspended: true,
        searchEmail: true,
      }),
      expect.any(Array),
    );
  });

  it('hides suspended tutors from everyone else, and does not search their emails', async () => {
    const { profiles, service } = tutors();
    await listed(service, visitor, {} as TutorQueryDto);
    expect(profiles.list).toHaveBeenCalledWith(
      'tutor',
      expect.objectContaining<Partial<ProfileFilters>>({
        withSuspended: false,
        searchEmail: false,
      }),
      expect.any(Array),
    );
  });

  it('answers 400 on minSalary > maxSalary, naming minSalary', async () => {
    const { profiles, service } = tutors();
    await expect(
      service.list(visitor, { minSalary: 9000, maxSalary: 1000 } as TutorQueryDto, noSearchLimit),
    ).rejects.toMatchObject({
      response: {
        statusCode: 400,
        message: RULE_MESSAGES.salaryRange,
        errors: { minSalary: RULE_MESSAGES.salaryRange },
      },
    });
    expect(profiles.list).not.toHaveBeenCalled();
  });

  it('accepts equal salary bounds and maps the query to the stored filters', async () => {
    const { profiles, service } = tutors();
    await listed(service, visitor, {
      minSalary: 5000,
      maxSalary: 5000,
      subject: 'Physics',
      mode: 'online',
      verified: true,
      sort: 'rating',
    } as TutorQueryDto);
    expect(profiles.list).toHaveBeenCalledWith(
      'tutor',
      expect.objectContaining<Partial<ProfileFilters>>({
        minSalary: 5000,
        maxSalary: 5000,
        teachingSubject: 'Physics',
        // A tutor teaching both ways serves an online search too.
        modes: ['online', 'both'],
        verified: true,
        sort: 'rating',
        page: 1,
        limit: LIMITS.pageSizeDefault,
      }),
      expect.any(Array),
    );
  });

  it('shows the suspension mark to admins only, the kind as role, the badge and the rating', async () => {
    const { service } = tutors([tutorRow]);
    const seenByVisitor = items(await listed(service, visitor, {} as TutorQueryDto));
    const seenByAdmin = await listed(service, admin, {} as TutorQueryDto);
    expect(seenByVisitor[0]).not.toHaveProperty('suspended');
    expect(seenByVisitor[0]).toMatchObject({
      _id: 't-1',
      role: 'tutor',
      salary: 5000,
      verified: true,
      rating: { average: 4.5, count: 2 },
    });
    expect(items(seenByAdmin)[0]).toMatchObject({ suspended: true });
    expect(seenByAdmin.total).toBe(1);
  });
});

describe('TutorsService.list: contact details', () => {
  const hidden = (item: Record<string, unknown>) => !('email' in item) && !('number' in item);

  it('are absent for a caller the tutor never accepted, and shown to admins', async () => {
    const { service } = tutors([tutorRow]);
    expect(hidden(items(await listed(service, visitor, {} as TutorQueryDto))[0])).toBe(true);
    const other = { id: 't-2', role: 'tutor', kind: 'tutor' } as User;
    expect(hidden(items(await listed(service, other, {} as TutorQueryDto))[0])).toBe(true);
    expect(items(await listed(service, admin, {} as TutorQueryDto))[0]).toMatchObject({
      email: 'rahim@example.com',
      number: '+8801712345678',
    });
  });

  it('are shown to the tutor themself and to a student whose hire they accepted', async () => {
    const self = { id: 't-1', role: 'tutor', kind: 'tutor' } as User;
    expect(
      items(await listed(tutors([tutorRow]).service, self, {} as TutorQueryDto))[0],
    ).toMatchObject({ email: 'rahim@example.com' });
    const { service, db } = tutors([tutorRow], ['t-1']);
    expect(items(await listed(service, visitor, {} as TutorQueryDto))[0]).toMatchObject({
      email: 'rahim@example.com',
      number: '+8801712345678',
    });
    expect(db.query.mock.calls[0][1]).toEqual([visitor.id, ['accepted', 'ended']]);
  });

  it('non-admins share one cached page; a student with a hire on it gets their own', async () => {
    const { service, profiles } = tutors([tutorRow], ['t-1']);
    const other = { id: 't-2', role: 'tutor', kind: 'tutor' } as User;
    const first = await listed(service, other, {} as TutorQueryDto);
    expect(await listed(service, { ...other, id: 't-3' }, {} as TutorQueryDto)).toBe(first);
    expect(profiles.list).toHaveBeenCalledTimes(1);
    const hirer = await service.list(visitor, {} as TutorQueryDto, noSearchLimit);
    expect(hirer.personal).toBe(true);
    expect(hirer.answer).not.toBe(first);
    expect(items(hirer.answer)[0]).toHaveProperty('email');
    expect(items(first)[0]).not.toHaveProperty('email');
  });

  it("keeps a student's own page for them until a write to users or hires", async () => {
    const { service, profiles, db } = tutors([tutorRow]);
    // Only `visitor` has a tuition with the listed tutor.
    db.query.mockImplementation(async (_sql: string, params: string[]) =>
      params[0] === visitor.id ? [{ tutorId: 't-1' }] : [],
    );
    const first = await listed(service, visitor, {} as TutorQueryDto);
    expect(await listed(service, visitor, {} as TutorQueryDto)).toBe(first);
    // One read for the shared page, one for the student's own.
    expect(profiles.list).toHaveBeenCalledTimes(2);
    const someoneElse = { ...visitor, id: 'student-2' };
    expect(items(await listed(service, someoneElse, {} as TutorQueryDto))[0]).not.toHaveProperty(
      'email',
    );
  });
});

describe('TutorsService.sharesPage: who may get the shared page without a read', () => {
  it('not admins, not the listed tutor, not a student whose hires are not held yet', async () => {
    const { service } = tutors([tutorRow]);
    const other = { id: 't-2', role: 'tutor', kind: 'tutor' } as User;
    const page = await listed(service, other, {} as TutorQueryDto);
    expect(service.sharesPage(other, page)).toBe(true);
    expect(service.sharesPage(admin, page)).toBe(false);
    expect(service.sharesPage({ id: 't-1', role: 'tutor', kind: 'tutor' } as User, page)).toBe(
      false,
    );
    expect(service.sharesPage(visitor, page)).toBe(false);
    // Once the student's hires are held (none with this tutor), they share it.
    await listed(service, visitor, {} as TutorQueryDto);
    expect(service.sharesPage(visitor, page)).toBe(true);
  });
});

describe('TutorsService.list: the search limit', () => {
  it('is passed by a text search read from the database, not by one held or a plain list', async () => {
    const { service } = tutors([tutorRow]);
    const limit = jest.fn(async () => undefined);
    await service.list(visitor, { q: 'rahim' } as TutorQueryDto, limit);
    await service.list(visitor, { location: 'Dhaka' } as TutorQueryDto, limit);
    expect(limit).toHaveBeenCalledTimes(2);
    // Held now: answered from memory, uncounted.
    await service.list(visitor, { q: 'rahim' } as TutorQueryDto, limit);
    await service.list(visitor, {} as TutorQueryDto, limit);
    expect(limit).toHaveBeenCalledTimes(2);
  });

  it('refuses before any read when the limit refuses', async () => {
    const { service, profiles } = tutors([tutorRow]);
    const refused = new Error('429');
    await expect(
      service.list(visitor, { q: 'karim' } as TutorQueryDto, () => Promise.reject(refused)),
    ).rejects.toBe(refused);
    expect(profiles.list).not.toHaveBeenCalled();
  });
});
