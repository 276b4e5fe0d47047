import { LIMITS, NOT_FOUND, RULE_MESSAGES } from '@tutorhub/contracts';
import { Not, type Repository } from 'typeorm';
import { createValidationPipe } from '../common/errors';
import type { User } from '../users/user.entity';
import type { Course } from './course.entity';
import { CourseQueryDto, CourseStatusDto } from './dto/course-status.dto';
import type { CreateCourseDto } from './dto/create-course.dto';
import { CoursesService } from './courses.service';
import { type CachedResponse, ResponseCache } from '../database/response-cache';

const owner = { id: 'owner-1', role: 'tutor' } as User;
const stranger = { id: 'other-1', role: 'student' } as User;
const admin = { id: 'admin-1', role: 'admin' } as User;

const course = (patch: Partial<Course>): Course =>
  ({
    id: 'c-1',
    ownerId: owner.id,
    courseName: 'HSC Physics',
    status: 'Pending',
    createdAt: new Date('2026-01-01T00:00:00Z'),
    ...patch,
  }) as Course;

function courses() {
  const repo = {
    insert: jest.fn().mockResolvedValue({ identifiers: [{ id: 'c-1' }] }),
    // One course by id (raw row); the list reads pages through the manager.
    query: jest.fn().mockResolvedValue([]),
    manager: { query: jest.fn().mockResolvedValue([{ __total: 0, __id: null }]) },
    update: jest.fn(),
    exists: jest.fn(),
    delete: jest.fn(),
  };
  const service = new CoursesService(repo as unknown as Repository<Course>, new ResponseCache(1e6));
  return { repo, service };
}

/** The SQL and parameters of the n-th page statement. */
function pageQuery(repo: ReturnType<typeof courses>['repo'], n = 0): [string, unknown[]] {
  return repo.manager.query.mock.calls[n] as [string, unknown[]];
}

const json = (answer: CachedResponse): unknown => JSON.parse(answer.body.toString());

describe('CoursesService.create', () => {
  it('stores the course as Pending, owned by the caller, with its amount; a sent status is ignored', async () => {
    const { repo, service } = courses();
    const dto = { courseName: 'HSC Physics', amount: 3000, status: 'Accepted' } as CreateCourseDto;
    await expect(service.create(owner, dto)).resolves.toEqual({ insertedId: 'c-1' });
    expect(repo.insert).toHaveBeenCalledWith(
      expect.objectContaining({ ownerId: owner.id, status: 'Pending', amount: 3000 }),
    );
  });
});

describe('CoursesService.list: who sees Pending', () => {
  it.each<[string, User | null]>([
    ['anonymous visitors', null],
    ['signed-in non-admins', stranger],
  ])('%s get Accepted courses only, whatever ?status= says', async (_, viewer) => {
    const { repo, service } = courses();
    await service.list(viewer, { status: 'Pending' });
    const [sql, params] = pageQuery(repo);
    expect(sql).toContain('t."status" = $1');
    expect(params[0]).toBe('Accepted');
  });

  it('admins get every course, Pending first, or filter by ?status=', async () => {
    const { repo, service } = courses();
    await service.list(admin, {});
    await service.list(admin, { status: 'Pending', page: 2, limit: 10 });
    const [all, allParams] = pageQuery(repo, 0);
    expect(all).not.toContain('t."status" = $1');
    expect(all).toContain('ORDER BY t."status" DESC, t."createdAt" DESC, t."id" DESC');
    expect(allParams).toEqual([LIMITS.pageSizeDefault, 0]);
    expect(pageQuery(repo, 1)[1]).toEqual(['Pending', 10, 10]);
  });

  it('answers the page with its total, the same bytes again without a second query', async () => {
    const { repo, service } = courses();
    const row = { ...course({ status: 'Accepted' }), __total: 7, __id: 'c-1' };
    repo.manager.query.mockResolvedValue([row]);
    const first = await service.list(null, {});
    const second = await service.list(stranger, {});
    expect(first.total).toBe(7);
    expect(json(first)).toEqual([expect.objectContaining({ _id: 'c-1', status: 'Accepted' })]);
    expect(second).toBe(first);
    expect(repo.manager.query).toHaveBeenCalledTimes(1);
  });
});

describe('CoursesService.findOne', () => {
  it.each<[string, User | null]>([
    ['its owner', owner],
    ['an admin', admin],
  ])('shows a Pending course to %s', async (_, viewer) => {
    const { repo, service } = courses();
    repo.query.mockResolvedValue([course({ status: 'Pending' })]);
    expect(json((await service.findOne(viewer, 'c-1')).answer)).toMatchObject({
      _id: 'c-1',
      status: 'Pending',
    });
  });

  it.each<[string, User | null]>([
    ['anonymous visitors', null],
    ['another account', stranger],
  ])('hides a Pending course from %s as 404', async (_, viewer) => {
    const { repo, service } = courses();
    repo.query.mockResolvedValue([course({ status: 'Pending' })]);
    await expect(service.findOne(viewer, 'c-1')).rejects.toMatchObject({
      response: { statusCode: 404, message: NOT_FOUND.course },
    });
  });

  it('shows an Accepted course to anyone, and 404 for an unknown id', async () => {
    const { repo, service } = courses();
    repo.query.mockResolvedValueOnce([course({ status: 'Accepted', ownerId: null })]);
    expect(json((await service.findOne(null, 'c-1')).answer)).toMatchObject({ status: 'Accepted' });
    repo.query.mockResolvedValueOnce([]);
    await expect(service.findOne(admin, 'nope')).rejects.toMatchObject({
      response: { statusCode: 404 },
    });
  });
});

describe('CoursesService.setStatus: transitions', () => {
  it('changes only a course not already in that status and counts the change', async () => {
    const { repo, service } = courses();
    repo.update.mockResolvedValue({ affected: 1 });
    await expect(service.setStatus('c-1', 'Accepted')).resolves.toEqual({ modifiedCount: 1 });
    expect(repo.update).toHaveBeenCalledWith(
      { id: 'c-1', status: Not('Accepted') },
      { status: 'Accepted' },
    );
  });

  it('answers modifiedCount 0 when the course already has the status (Accepted → Pending is allowed too)', async () => {
    const { repo, service } = courses();
    repo.update.mockResolvedValue({ affected: 0 });
    repo.exists.mockResolvedValue(true);
    await expect(service.setStatus('c-1', 'Pending')).resolves.toEqual({ modifiedCount: 0 });
  });

  it('answers 404 for an unknown course', async () => {
    const { repo, service } = courses();
    repo.update.mockResolvedValue({ affected: 0 });
    repo.exists.mockResolvedValue(false);
    await expect(service.setStatus('nope', 'Accepted')).rejects.toMatchObject({
      response: { statusCode: 404, message: NOT_FOUND.course },
    });
  });

  it('deletes a course, 404 when there was none', async () => {
    const { repo, service } = courses();
    repo.delete.mockResolvedValueOnce({ affected: 1 }).mockResolvedValueOnce({ affected: 0 });
    await expect(service.remove('c-1')).resolves.toEqual({ deletedCount: 1 });
    await expect(service.remove('c-1')).rejects.toMatchObject({ response: { statusCode: 404 } });
  });
});

describe('course status input', () => {
  const pipe = createValidationPipe();

  it.each(['accepted', ' ACCEPTED ', 'Accepted'])('reads %p as Accepted', async (status) => {
    await expect(
      pipe.transform({ status }, { type: 'body', metatype: CourseStatusDto }),
    ).resolves.toEqual({ status: 'Accepted' });
  });

  it.each([['deleted'], [''], [null]])(
    'refuses %p with 400 on the status field',
    async (status) => {
      await expect(
        pipe.transform({ status }, { type: 'body', metatype: CourseStatusDto }),
      ).rejects.toMatchObject({
        response: { statusCode: 400, errors: { status: RULE_MESSAGES.courseStatus } },
      });
    },
  );

  it('reads the ?status= filter without case', async () => {
    await expect(
      pipe.transform({ status: 'pending' }, { type: 'query', metatype: CourseQueryDto }),
    ).resolves.toMatchObject({ status: 'Pending' });
  });
});
