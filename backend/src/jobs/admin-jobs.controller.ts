import { Body, Controller, Get, Patch, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../auth/access';
import { CurrentUser } from '../auth/current-user.decorator';
import type { UpdateResultDto as UpdateResult } from '../common/api-docs';
import { ApiErrors, ApiPagedResponse, UpdateResultDto } from '../common/api-docs';
import { ApiIdParam, IdParam } from '../common/id.pipe';
import { sendPage } from '../common/pagination';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import type { User } from '../users/user.entity';
import { AdminJobQueryDto, ReviewJobDto } from './dto/admin-job.dto';
import { AdminJobDto } from './dto/job.dto';
import { JobsService } from './jobs.service';

@ApiTags('jobs')
@Controller('admin/jobs')
export class AdminJobsController {
  constructor(private readonly jobs: JobsService) {}

  @Get()
  @Access.admin('Jobs with their owners: by status, or all with those waiting first')
  @ApiPagedResponse(AdminJobDto)
  async list(
    @Query() query: AdminJobQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminJobDto[]> {
    return sendPage(reply, await this.jobs.adminList(query));
  }

  @Patch(':id')
  @RateLimit('admin')
  @Access.admin('Open a waiting job, or reject it with a reason; the owner is told')
  @ApiIdParam()
  @ApiOkResponse({ type: UpdateResultDto })
  @ApiErrors(400, 404, 409)
  review(
    @CurrentUser() admin: User,
    @IdParam() id: string,
    @Body() body: ReviewJobDto,
  ): Promise<UpdateResult> {
    return this.jobs.review(admin, id, body);
  }
}
