import { Body, Controller, Get, Patch, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../auth/access';
import { CurrentUser } from '../auth/current-user.decorator';
import type { UpdateResultDto as UpdateResult } from '../common/api-docs';
import { ApiErrors, ApiPagedResponse, UpdateResultDto } from '../common/api-docs';
import { ApiIdParam, IdParam } from '../common/id.pipe';
import { PageQueryDto, sendPage } from '../common/pagination';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import type { User } from '../users/user.entity';
import { ApplicationsService } from './applications.service';
import { MyApplicationDto } from './dto/application.dto';
import { MoveApplicationDto } from './dto/move-application.dto';

@ApiTags('jobs')
@Controller('applications')
export class ApplicationsController {
  constructor(private readonly applications: ApplicationsService) {}

  @Get('mine')
  @Access.signedIn("The caller's applications, newest first, each with its job")
  @ApiPagedResponse(MyApplicationDto)
  async mine(
    @CurrentUser() user: User,
    @Query() query: PageQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MyApplicationDto[]> {
    return sendPage(reply, await this.applications.mine(user, query));
  }

  @Patch(':id')
  @RateLimit('writes')
  @Access.signedIn(
    "Move an application: the job's owner shortlists, sets a trial, hires or rejects; " +
      'the tutor withdraws',
  )
  @ApiIdParam()
  @ApiOkResponse({ type: UpdateResultDto })
  @ApiErrors(400, 404, 409)
  move(
    @CurrentUser() user: User,
    @IdParam() id: string,
    @Body() body: MoveApplicationDto,
  ): Promise<UpdateResult> {
    return this.applications.move(user, id, body);
  }
}
