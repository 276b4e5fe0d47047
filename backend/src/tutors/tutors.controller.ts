import { Body, Controller, Delete, Get, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { DeleteResult, InsertResult, Tutor, UpdateResult } from '@tutorhub/contracts';
import type { FastifyReply } from 'fastify';
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
import { sendPage } from '../common/pagination';
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
  constructor(private readonly tutors: TutorsService) {}

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
  @Access.signedIn('List tutors, newest first, filtered (role filter: admins only)')
  @ApiPagedResponse(TutorDto)
  @ApiErrors(400)
  async list(
    @CurrentUser() caller: User,
    @Query() query: TutorQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Tutor[]> {
    return sendPage(reply, await this.tutors.list(caller, query));
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
