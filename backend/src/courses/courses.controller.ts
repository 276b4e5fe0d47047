import { Body, Controller, Delete, Get, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type {
  DeleteResultDto as DeleteResult,
  InsertResultDto as InsertResult,
  UpdateResultDto as UpdateResult,
} from '../common/api-docs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, OptionalUser } from '../auth/current-user.decorator';
import { Access } from '../auth/access';
import {
  ApiErrors,
  ApiPagedResponse,
  DeleteResultDto,
  InsertResultDto,
  UpdateResultDto,
} from '../common/api-docs';
import { ApiIdParam, IdParam } from '../common/id.pipe';
import { sendAnswer } from '../common/send-answer';
import { FastReads } from '../fast-reads/fast-reads.service';
import type { User } from '../users/user.entity';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { CoursesService } from './courses.service';
import { CourseDto } from './dto/course.dto';
import { CourseQueryDto, CourseStatusDto } from './dto/course-status.dto';
import { CreateCourseDto } from './dto/create-course.dto';

@ApiTags('courses')
@Controller()
export class CoursesController {
  constructor(
    private readonly courses: CoursesService,
    private readonly fastReads: FastReads,
  ) {}

  @Post('coursePost')
  @RateLimit('writes')
  @Access.signedIn('Post a course (Pending until an admin accepts it)')
  @ApiCreatedResponse({ type: InsertResultDto })
  @ApiErrors(400)
  create(@CurrentUser() user: User, @Body() body: CreateCourseDto): Promise<InsertResult> {
    return this.courses.create(user, body);
  }

  @Get('getCourse')
  @Access.publicOrSignedIn(
    'List Accepted courses; admins (bearer token) see all, filtered by ?status=',
  )
  @ApiPagedResponse(CourseDto)
  @ApiErrors(400)
  async list(
    @OptionalUser() viewer: User | null,
    @Query() query: CourseQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const answer = await this.courses.list(viewer, query);
    sendAnswer(request, reply, answer);
    this.fastReads.remember(request, viewer, answer);
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
    sendAnswer(request, reply, course.answer);
    // A Pending course is its owner's and the admins' only: never shared.
    if (course.status === 'Accepted') {
      this.fastReads.remember(request, viewer, course.answer);
    }
  }

  @Patch('updateCourse/:id')
  @Access.admin('Set a course status (Pending or Accepted, any casing)')
  @ApiIdParam()
  @ApiOkResponse({ type: UpdateResultDto })
  @ApiErrors(400, 404)
  setStatus(@IdParam() id: string, @Body() body: CourseStatusDto): Promise<UpdateResult> {
    return this.courses.setStatus(id, body.status);
  }

  @Delete('deleteCourse/:id')
  @Access.admin('Delete a course')
  @ApiIdParam()
  @ApiOkResponse({ type: DeleteResultDto })
  @ApiErrors(400, 404)
  remove(@IdParam() id: string): Promise<DeleteResult> {
    return this.courses.remove(id);
  }
}
