import { Body, Controller, Delete, Get, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type {
  DeleteResultDto as DeleteResult,
  InsertResultDto as InsertResult,
  UpdateResultDto as UpdateResult,
} from '../common/api-docs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../auth/current-user.decorator';
import { Identity, type VerifiedIdentity } from '../auth/identity.decorator';
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
import { ProfileQueryDto } from '../profiles/profile.dto';
import { PromoteDto } from '../profiles/promote.dto';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { CreateStudentDto } from './dto/create-student.dto';
import { StudentDto } from './dto/student.dto';
import type { User } from '../users/user.entity';
import { StudentsService } from './students.service';

@ApiTags('students')
@Controller()
export class StudentsController {
  constructor(private readonly students: StudentsService) {}

  @Post('studentInfo')
  @RateLimit('writes')
  @Access.idToken('Register the caller as a student')
  @ApiCreatedResponse({ type: InsertResultDto })
  @ApiErrors(400, 409)
  register(
    @Identity() identity: VerifiedIdentity,
    @Body() body: CreateStudentDto,
  ): Promise<InsertResult> {
    return this.students.register(identity, body);
  }

  @Get('getStudent')
  @Access.admin('List students, newest first, filtered')
  @ApiPagedResponse(StudentDto)
  @ApiErrors(400)
  async list(
    @CurrentUser() caller: User,
    @Query() query: ProfileQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendAnswer(request, reply, await this.students.list(caller, query));
  }

  @Patch('studentUpdate/:id')
  @Access.admin('Promote a student to admin')
  @ApiIdParam()
  @ApiOkResponse({ type: UpdateResultDto })
  @ApiErrors(400, 404)
  promote(
    @CurrentUser() actor: User,
    @IdParam() id: string,
    @Body() _body: PromoteDto,
  ): Promise<UpdateResult> {
    return this.students.promote(id, actor);
  }

  @Delete('studentDelete/:id')
  @Access.admin('Delete a student (their blogs, reviews and courses stay, unlinked)')
  @ApiIdParam()
  @ApiOkResponse({ type: DeleteResultDto })
  @ApiErrors(400, 404)
  remove(@IdParam() id: string): Promise<DeleteResult> {
    return this.students.remove(id);
  }
}
