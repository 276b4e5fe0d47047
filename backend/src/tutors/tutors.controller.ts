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
import { FastReads } from '../fast-reads/fast-reads.service';
import { PromoteDto } from '../profiles/promote.dto';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { CreateTutorDto } from './dto/create-tutor.dto';
import { TutorQueryDto } from './dto/tutor-query.dto';
import { TutorDto } from './dto/tutor.dto';
import type { User } from '../users/user.entity';
import { TutorsService } from './tutors.service';

@ApiTags('tutors')
@Controller()
export class TutorsController {
  constructor(
    private readonly tutors: TutorsService,
    private readonly fastReads: FastReads,
  ) {}

  @Post('tutorInfo')
  @RateLimit('writes')
  @Access.idToken('Register the caller as a tutor')
  @ApiCreatedResponse({ type: InsertResultDto })
  @ApiErrors(400, 409)
  register(
    @Identity() identity: VerifiedIdentity,
    @Body() body: CreateTutorDto,
  ): Promise<InsertResult> {
    return this.tutors.register(identity, body);
  }

  @Get('getTutor')
  @Access.signedIn('List tutors, newest first or by ?sort=, filtered (role filter: admins only)')
  @ApiPagedResponse(TutorDto)
  @ApiErrors(400)
  async list(
    @CurrentUser() caller: User,
    @Query() query: TutorQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const answer = await this.tutors.list(caller, query);
    sendAnswer(request, reply, answer);
    this.fastReads.remember(request, caller, answer, (other) =>
      this.tutors.sharesPage(other, answer),
    );
  }

  @Patch('tutorUpdate/:id')
  @Access.admin('Promote a tutor to admin')
  @ApiIdParam()
  @ApiOkResponse({ type: UpdateResultDto })
  @ApiErrors(400, 404)
  promote(
    @CurrentUser() actor: User,
    @IdParam() id: string,
    @Body() _body: PromoteDto,
  ): Promise<UpdateResult> {
    return this.tutors.promote(id, actor);
  }

  @Delete('tutorDelete/:id')
  @Access.admin('Delete a tutor (their blogs, reviews and courses stay, unlinked)')
  @ApiIdParam()
  @ApiOkResponse({ type: DeleteResultDto })
  @ApiErrors(400, 404)
  remove(@IdParam() id: string): Promise<DeleteResult> {
    return this.tutors.remove(id);
  }
}
