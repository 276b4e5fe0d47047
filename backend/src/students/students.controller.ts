import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../auth/access';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiPagedResponse } from '../common/api-docs';
import { sendCachedResponse } from '../common/send-cached-response';
import { ProfileQueryDto } from '../profiles/profile.dto';
import { ProfileRoutes } from '../profiles/profile-routes';
import { ProfilesService } from '../profiles/profiles.service';
import type { User } from '../users/user.entity';
import { CreateStudentDto } from './dto/create-student.dto';
import { StudentDto } from './dto/student.dto';
import { StudentsService } from './students.service';
import { SearchLimited } from '../rate-limit/rate-limit.decorator';
import { RateLimiter } from '../rate-limit/rate-limiter.service';

/** studentInfo, studentUpdate/{id}, studentDelete/{id} (shared with tutors) and getStudent. */
@ApiTags('students')
@Controller()
export class StudentsController extends ProfileRoutes('student', CreateStudentDto) {
  constructor(
    profiles: ProfilesService,
    private readonly students: StudentsService,
    private readonly limiter: RateLimiter,
  ) {
    super(profiles);
  }

  @Get('getStudent')
  @SearchLimited()
  @Access.admin('List students, newest first, filtered')
  @ApiPagedResponse(StudentDto)
  async list(
    @CurrentUser() caller: User,
    @Query() query: ProfileQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const answer = await this.students.list(caller, query, () =>
      this.limiter.limitSearch(request, reply),
    );
    sendCachedResponse(request, reply, answer);
  }
}
