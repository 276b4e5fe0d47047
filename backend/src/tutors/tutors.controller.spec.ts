import { AUTH_MESSAGES, LIMITS, RULE_MESSAGES } from '@tutorhub/contracts';
import type { DataSource } from 'typeorm';
import { SiteClock } from '../common/site-time';
import { type Answer, AnswerCache } from '../database/answer-cache';
import {
  ContactsShown,
  type ProfileFilters,
  type ProfilesService,
} from '../profiles/profiles.service';
import type { User } from '../users/user.entity';
import type { TutorQueryDto } from './dto/tutor-list.dto';
import { TutorsService } from './tutors.controller';

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
  const accepted = { status: 'accepted', acceptedAt: new Date(), endedAt: null };
  const db = {
    query: jest.fn().mockResolvedValue(hiredTutorIds.map((tutorId) => ({ tutorId, ...accepted }))),
  };
  const cache = new AnswerCache(1e6);
  const service = new TutorsService(
    profiles as unknown as ProfilesService,
    cache,
    new ContactsShown(cache, db as unknown as DataSource, new SiteClock('Asia/Dhaka')),
  );
  return { profiles, db, service };
}

const items = (answer: Answer): Array<Record<string, unknown>> =>
  JSON.parse(answer.body.toString()) as Array<Record<string, unknown>>;

describe('TutorsService.list', () => {
  it('refuses a role filter from a non-admin with 403, before querying', async () => {
    const { profiles, service } = tutors();
    await expect(service.list(visitor, { role: 'admin' } as TutorQueryDto)).rejects.toMatchObject({
      response: { statusCode: 403, message: AUTH_MESSAGES.forbidden },
    });
    expect(profiles.list).not.toHaveBeenCalled();
  });

  it('lets an admin filter by role, see suspended tutors and search emails', async () => {
    const { profiles, service } = tutors();
    await service.list(admin, { role: 'admin' } as TutorQueryDto);
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
    await service.list(visitor, {} as TutorQueryDto);
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
      service.list(visitor, { minSalary: 9000, maxSalary: 1000 } as TutorQueryDto),
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
    await service.list(visitor, {
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

  it('shows the suspension mark and the role to admins only, the badge and the rating', async () => {
    const { service } = tutors([tutorRow]);
    const seenByVisitor = items(await service.list(visitor, {} as TutorQueryDto));
    const seenByAdmin = await service.list(admin, {} as TutorQueryDto);
    expect(seenByVisitor[0]).not.toHaveProperty('suspended');
    expect(seenByVisitor[0]).not.toHaveProperty('role');
    expect(seenByVisitor[0]).toMatchObject({
      _id: 't-1',
      salary: 5000,
      verified: true,
      rating: { average: 4.5, count: 2 },
    });
    expect(items(seenByAdmin)[0]).toMatchObject({ suspended: true, role: 'tutor' });
    expect(seenByAdmin.total).toBe(1);
  });
});

describe('TutorsService.list: contact details', () => {
  const hidden = (item: Record<string, unknown>) => !('email' in item) && !('number' in item);

  it('are absent for a caller the tutor never accepted, and shown to admins', async () => {
    const { service } = tutors([tutorRow]);
    expect(hidden(items(await service.list(visitor, {} as TutorQueryDto))[0])).toBe(true);
    const other = { id: 't-2', role: 'tutor', kind: 'tutor' } as User;
    expect(hidden(items(await service.list(other, {} as TutorQueryDto))[0])).toBe(true);
    expect(items(await service.list(admin, {} as TutorQueryDto))[0]).toMatchObject({
      email: 'rahim@example.com',
      number: '+8801712345678',
    });
  });

  it('are shown to the tutor themself and to a student whose hire they accepted', async () => {
    const self = { id: 't-1', role: 'tutor', kind: 'tutor' } as User;
    expect(
      items(await tutors([tutorRow]).service.list(self, {} as TutorQueryDto))[0],
    ).toMatchObject({ email: 'rahim@example.com' });
    const { service, db } = tutors([tutorRow], ['t-1']);
    expect(items(await service.list(visitor, {} as TutorQueryDto))[0]).toMatchObject({
      email: 'rahim@example.com',
      number: '+8801712345678',
    });
    expect(db.query.mock.calls[0][1]).toEqual([visitor.id]);
  });

  it('non-admins share one cached page; a student with a hire on it gets their own', async () => {
    const { service, profiles } = tutors([tutorRow], ['t-1']);
    const other = { id: 't-2', role: 'tutor', kind: 'tutor' } as User;
    const first = await service.list(other, {} as TutorQueryDto);
    expect(await service.list({ ...other, id: 't-3' }, {} as TutorQueryDto)).toBe(first);
    expect(profiles.list).toHaveBeenCalledTimes(1);
    const hirer = await service.list(visitor, {} as TutorQueryDto);
    expect(hirer).not.toBe(first);
    expect(items(hirer)[0]).toHaveProperty('email');
    expect(items(first)[0]).not.toHaveProperty('email');
  });
});

describe('TutorsService.sharesPage: who may get the shared page without a read', () => {
  it('not admins, not the listed tutor, not a student whose hires are not held yet', async () => {
    const { service } = tutors([tutorRow]);
    const other = { id: 't-2', role: 'tutor', kind: 'tutor' } as User;
    const page = await service.list(other, {} as TutorQueryDto);
    expect(service.sharesPage(other, page)).toBe(true);
    expect(service.sharesPage(admin, page)).toBe(false);
    expect(service.sharesPage({ id: 't-1', role: 'tutor', kind: 'tutor' } as User, page)).toBe(
      false,
    );
    expect(service.sharesPage(visitor, page)).toBe(false);
    // Once the student's hires are held (none with this tutor), they share it.
    await service.list(visitor, {} as TutorQueryDto);
    expect(service.sharesPage(visitor, page)).toBe(true);
  });
});
