import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type Course as CourseAnswer,
  type CourseStatus,
  type DeleteResult,
  type InsertResult,
  NOT_FOUND,
  type UpdateResult,
} from '@tutorhub/contracts';
import { type FindOptionsWhere, Not, type Repository } from 'typeorm';
import { errorBody } from '../common/error-body';
import { type Page, skipTake, toPage } from '../common/pagination';
import type { User } from '../users/user.entity';
import { Course } from './course.entity';
import type { CourseQueryDto } from './dto/course-status.dto';
import type { CreateCourseDto } from './dto/create-course.dto';

function toCourse(course: Course): CourseAnswer {
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

const isAdmin = (viewer: User | null): boolean => viewer?.role === 'admin';

const notFound = () => new NotFoundException(errorBody(404, NOT_FOUND.course));

@Injectable()
export class CoursesService {
  constructor(@InjectRepository(Course) private readonly courses: Repository<Course>) {}

  /** Stores the course with its amount, owned by the caller and Pending until accepted. */
  async create(owner: User, dto: CreateCourseDto): Promise<InsertResult> {
    const result = await this.courses.insert({
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
    return { insertedId: (result.identifiers[0] as { id: string }).id };
  }

  /**
   * Anyone: Accepted courses, newest first. Admins: every course (or `?status=`), Pending first
   * — 'Pending' sorts after 'Accepted', so `status DESC, createdAt DESC` walks the
   * (status, createdAt) index backwards.
   */
  async list(viewer: User | null, query: CourseQueryDto): Promise<Page<CourseAnswer>> {
    const admin = isAdmin(viewer);
    const status: CourseStatus | undefined = admin ? query.status : 'Accepted';
    const rows = await this.courses.findAndCount({
      where: status ? { status } : {},
      order: admin
        ? { status: 'DESC', createdAt: 'DESC', id: 'DESC' }
        : { createdAt: 'DESC', id: 'DESC' },
      ...skipTake(query),
    });
    return toPage(rows, toCourse);
  }

  /** Accepted courses for anyone; a Pending one only for its owner and admins (else 404). */
  async findOne(viewer: User | null, id: string): Promise<CourseAnswer> {
    const course = await this.courses.findOne({ where: { id } });
    const visible =
      course &&
      (course.status === 'Accepted' ||
        isAdmin(viewer) ||
        (viewer !== null && course.ownerId === viewer.id));
    if (!visible) {
      throw notFound();
    }
    return toCourse(course);
  }

  async setStatus(id: string, status: CourseStatus): Promise<UpdateResult> {
    const where: FindOptionsWhere<Course> = { id, status: Not(status) };
    const result = await this.courses.update(where, { status });
    if (!result.affected && !(await this.courses.exists({ where: { id } }))) {
      throw notFound();
    }
    return { modifiedCount: result.affected ?? 0 };
  }

  async remove(id: string): Promise<DeleteResult> {
    const result = await this.courses.delete({ id });
    if (!result.affected) {
      throw notFound();
    }
    return { deletedCount: result.affected };
  }
}
