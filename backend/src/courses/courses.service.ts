import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { coded, type CourseStatus } from '@tutorhub/contracts';
import type {
  DeleteResultDto as DeleteResult,
  InsertResultDto as InsertResult,
  UpdateResultDto as UpdateResult,
} from '../common/api-docs';
import type { CourseDto as CourseAnswer } from './dto/course.dto';
import { type FindOptionsWhere, Not, type Repository } from 'typeorm';
import { errorBody } from '../common/errors';
import {
  type CachedResponse,
  ResponseCache,
  cacheKey,
  toCachedResponse,
} from '../database/response-cache';
import { type CachedPage, deleteRow, insertRow, readCachedPage } from '../database/table-rows';
import { isAdmin, type User } from '../users/user.entity';
import { Course } from './course.entity';
import type { CourseQueryDto } from './dto/course-status.dto';
import type { CreateCourseDto } from './dto/create-course.dto';

/** The columns an answer is built from (plus the owner, who may see it while Pending). */
const COURSE_FIELDS = [
  'id',
  'courseName',
  'image',
  'email',
  'number',
  'description',
  'duration',
  'amount',
  'prerequisites',
  'targetAudience',
  'status',
  'createdAt',
] as const;
const COURSE_COLUMNS = [...COURSE_FIELDS, 'ownerId'].map((c) => `t."${c}"`).join(', ');
type CourseRow = Pick<Course, (typeof COURSE_FIELDS)[number] | 'ownerId'>;

/** One course's answer, with what decides who may read it. */
export interface CourseDetail {
  answer: CachedResponse;
  status: CourseStatus;
  ownerId: string | null;
}

function toCourse(course: CourseRow): CourseAnswer {
  return {
    _id: course.id,
    courseName: course.courseName,
    image: course.image,
    email: course.email,
    number: course.number,
    description: course.description,
    duration: course.duration,
    amount: course.amount,
    prerequisites: course.prerequisites,
    targetAudience: course.targetAudience,
    status: course.status,
    createdAt: course.createdAt.toISOString(),
  };
}

const notFound = () => new NotFoundException(errorBody(404, coded('notFound.course')));

@Injectable()
export class CoursesService {
  constructor(
    @InjectRepository(Course) private readonly courses: Repository<Course>,
    private readonly cache: ResponseCache,
  ) {}

  /** Stores the course with its amount, owned by the caller and Pending until accepted. */
  create(owner: User, dto: CreateCourseDto): Promise<InsertResult> {
    return insertRow(this.courses, {
      ownerId: owner.id,
      courseName: dto.courseName,
      image: dto.image,
      email: dto.email,
      number: dto.number,
      description: dto.description,
      duration: dto.duration,
      amount: dto.amount,
      prerequisites: dto.prerequisites,
      targetAudience: dto.targetAudience,
      status: 'Pending',
    });
  }

  /**
   * Anyone: Accepted courses, newest first. Admins: every course (or `?status=`), Pending first
   * — 'Pending' sorts after 'Accepted', so `status DESC, createdAt DESC` walks the
   * (status, createdAt) index backwards.
   */
  list(viewer: User | null, query: CourseQueryDto): Promise<CachedResponse> {
    const admin = isAdmin(viewer);
    const status: CourseStatus | undefined = admin ? query.status : 'Accepted';
    const page: CachedPage<CourseRow> = {
      call: 'getCourse',
      variant: { admin, status },
      table: 'courses',
      columns: COURSE_COLUMNS,
      where: status ? ['t."status" = $1'] : [],
      params: status ? [status] : [],
      orderBy: admin
        ? 't."status" DESC, t."createdAt" DESC, t."id" DESC'
        : 't."createdAt" DESC, t."id" DESC',
      toItem: toCourse,
    };
    return readCachedPage(this.courses.manager, this.cache, page, query);
  }

  /** Accepted courses for anyone; a Pending one only for its owner and admins (else 404). */
  async findOne(viewer: User | null, id: string): Promise<CourseDetail> {
    const course = await this.cache.get(cacheKey('getCourse', { id }), ['courses'], () =>
      this.readDetail(id),
    );
    const visible =
      course.status === 'Accepted' ||
      isAdmin(viewer) ||
      (viewer !== null && course.ownerId === viewer.id);
    if (!visible) {
      throw notFound();
    }
    return course;
  }

  /** 404 for an unknown id (thrown, so not kept: unknown ids must not crowd the cache). */
  private async readDetail(id: string): Promise<CourseDetail> {
    const [course] = (await this.courses.query(
      `SELECT ${COURSE_COLUMNS} FROM "courses" t WHERE t."id" = $1`,
      [id],
    )) as CourseRow[];
    if (!course) {
      throw notFound();
    }
    return {
      answer: toCachedResponse(toCourse(course)),
      status: course.status,
      ownerId: course.ownerId,
    };
  }

  async setStatus(id: string, status: CourseStatus): Promise<UpdateResult> {
    const where: FindOptionsWhere<Course> = { id, status: Not(status) };
    const result = await this.courses.update(where, { status });
    if (!result.affected && !(await this.courses.exists({ where: { id } }))) {
      throw notFound();
    }
    return { modifiedCount: result.affected ?? 0 };
  }

  remove(id: string): Promise<DeleteResult> {
    return deleteRow(this.courses, id, notFound);
  }
}
