import { NOT_FOUND, RULE_MESSAGES } from '@tutorhub/contracts';
import { Not, type Repository } from 'typeorm';
import { createValidationPipe } from '../common/validation.pipe';
import type { User } from '../users/user.entity';
import type { Course } from './course.entity';
import { CourseQueryDto, CourseStatusDto } from './dto/course-status.dto';
import type { CreateCourseDto } from './dto/create-course.dto';
import { CoursesService } from './courses.service';

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
    findAndCount: jest.fn().mockResolvedValue([[], 0]),
    findOne: jest.fn(),
    update: jest.fn(),
    exists: jest.fn(),
    delete: jest.fn(),
  };
  return { repo, service: new CoursesService(repo as unknown as Repository<Course>) };
}

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
    expect(repo.findAndCount).toHaveBeenCalledWith(
      expect.objectContaining({ where: { status: 'Accepted' } }),
    );
  });

  it('admins get every course, Pending first, or filter by ?status=', async () => {
    const { repo, service } = courses();
    await service.list(admin, {});
    await service.list(admin, { status: 'Pending', page: 2, limit: 10 });
    expect(repo.findAndCount).toHaveBeenNthCalledWith(
      1,
      expect.objectContaining({
        where: {},
        order: { status: 'DESC', createdAt: 'DESC', id: 'DESC' },
      }),
    );
    expect(repo.findAndCount).toHaveBeenNthCalledWith(
      2,
      expect.objectContaining({ where: { status: 'Pending' }, skip: 10, take: 10 }),
    );
  });
});

describe('CoursesService.findOne', () => {
  it.each<[string, User | null]>([
    ['its owner', owner],
    ['an admin', admin],
  ])('shows a Pending course to %s', async (_, viewer) => {
    const { repo, service } = courses();
    repo.findOne.mockResolvedValue(course({ status: 'Pending' }));
    await expect(service.findOne(viewer, 'c-1')).resolves.toMatchObject({
      _id: 'c-1',
      status: 'Pending',
    });
  });

  it.each<[string, User | null]>([
    ['anonymous visitors', null],
    ['another account', stranger],
  ])('hides a Pending course from %s as 404', async (_, viewer) => {
    const { repo, service } = courses();
    repo.findOne.mockResolvedValue(course({ status: 'Pending' }));
    await expect(service.findOne(viewer, 'c-1')).rejects.toMatchObject({
      response: { statusCode: 404, message: NOT_FOUND.course },
    });
  });

  it('shows an Accepted course to anyone, and 404 for an unknown id', async () => {
    const { repo, service } = courses();
    repo.findOne.mockResolvedValueOnce(course({ status: 'Accepted', ownerId: null }));
    await expect(service.findOne(null, 'c-1')).resolves.toMatchObject({ status: 'Accepted' });
    repo.findOne.mockResolvedValueOnce(null);
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
