import { Body, Controller, Get, Patch, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../auth/access';
import { OptionalUser } from '../auth/current-user.decorator';
import {
  ApiErrors,
  UpdateResultDto,
  type UpdateResultDto as UpdateResult,
} from '../common/api-docs';
import { ApiIdParam, IdParam } from '../common/id.pipe';
import { sendCachedResponse } from '../common/send-cached-response';
import { CachedReads } from '../cached-reads/cached-reads.service';
import { PostRoutes } from '../posts/post-routes';
import type { User } from '../users/user.entity';
import { CoursesService } from './courses.service';
import { CourseDto } from './dto/course.dto';
import { CourseQueryDto, CourseStatusDto } from './dto/course-status.dto';
import { CreateCourseDto } from './dto/create-course.dto';
import { RateLimit } from '../rate-limit/rate-limit.decorator';

/**
 * coursePost, getCourse, deleteCourse/{id} (the calls every kind of post has), getCourse/{id}
 * and the admins' updateCourse/{id}.
 */
@ApiTags('courses')
@Controller()
export class CoursesController extends PostRoutes({
  create: {
    path: 'coursePost',
    summary: 'Post a course (Pending until an admin accepts it)',
    body: CreateCourseDto,
  },
  list: {
    path: 'getCourse',
    summary: 'List Accepted courses; admins (bearer token) see all, filtered by ?status=',
    query: CourseQueryDto,
    item: CourseDto,
  },
  remove: { path: 'deleteCourse/:id', summary: 'Delete a course' },
}) {
  constructor(
    private readonly courses: CoursesService,
    cachedReads: CachedReads,
  ) {
    super(courses, cachedReads);
  }

  @Get('getCourse/:id')
  @Access.publicOrSignedIn('One course: Accepted for anyone; Pending for its owner and admins')
  @ApiIdParam()
  @ApiOkResponse({ type: CourseDto })
  @ApiErrors(400, 404)
  async findOne(
    @OptionalUser() viewer: User | null,
    @IdParam() id: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const course = await this.courses.findOne(viewer, id);
    sendCachedResponse(request, reply, course.answer);
    // A Pending course is its owner's and the admins' only: never shared.
    if (course.status === 'Accepted') {
      this.cachedReads.remember(request, viewer, course.answer);
    }
  }

  @Patch('updateCourse/:id')
  @RateLimit('admin')
  @Access.admin('Set a course status (Pending or Accepted, any casing)')
  @ApiIdParam()
  @ApiOkResponse({ type: UpdateResultDto })
  @ApiErrors(400, 404)
  setStatus(@IdParam() id: string, @Body() body: CourseStatusDto): Promise<UpdateResult> {
    return this.courses.setStatus(id, body.status);
  }
}
