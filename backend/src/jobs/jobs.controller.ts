import { Body, Controller, Get, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../auth/access';
import { CachedReads } from '../cached-reads/cached-reads.service';
import { CurrentUser, OptionalUser } from '../auth/current-user.decorator';
import type {
  InsertResultDto as InsertResult,
  UpdateResultDto as UpdateResult,
} from '../common/api-docs';
import {
  ApiErrors,
  ApiPagedResponse,
  ErrorBodyDto,
  InsertResultDto,
  UpdateResultDto,
} from '../common/api-docs';
import { ApiIdParam, IdParam } from '../common/id.pipe';
import { PageQueryDto, sendPage } from '../common/pagination';
import { sendCachedResponse } from '../common/send-cached-response';
import { RateLimit, SearchLimited } from '../rate-limit/rate-limit.decorator';
import { RateLimiter } from '../rate-limit/rate-limiter.service';
import type { User } from '../users/user.entity';
import { ApplicationsService } from './applications.service';
import { ApplicationDto } from './dto/application.dto';
import { CreateApplicationDto } from './dto/create-application.dto';
import { CreateJobDto } from './dto/create-job.dto';
import { EditJobDto } from './dto/edit-job.dto';
import { JobDto, OwnJobDto } from './dto/job.dto';
import { JobQueryDto } from './dto/job-query.dto';
import { JobsService } from './jobs.service';

@ApiTags('jobs')
@Controller('jobs')
export class JobsController {
  constructor(
    private readonly jobs: JobsService,
    private readonly applications: ApplicationsService,
    private readonly cachedReads: CachedReads,
    private readonly limiter: RateLimiter,
  ) {}

  @Post()
  @RateLimit('writes')
  @Access.signedIn(
    'Post a tuition job (student profiles; at most 5 waiting or open); an admin checks it first',
  )
  @ApiCreatedResponse({ type: InsertResultDto })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: 'The caller has no student profile' })
  @ApiErrors(400, 409)
  create(@CurrentUser() user: User, @Body() body: CreateJobDto): Promise<InsertResult> {
    return this.jobs.create(user, body);
  }

  @Get()
  @SearchLimited()
  @Access.public('The job board: open jobs, newest approved first, at most 50 a page')
  @ApiPagedResponse(JobDto)
  async list(
    @Query() query: JobQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const answer = await this.jobs.list(query, () => this.limiter.limitSearch(request, reply));
    sendCachedResponse(request, reply, answer);
    this.cachedReads.rememberForEveryone(request, answer);
  }

  @Get('mine')
  @Access.signedIn("The caller's jobs, every status, newest first, with applications by status")
  @ApiPagedResponse(OwnJobDto)
  async mine(
    @CurrentUser() user: User,
    @Query() query: PageQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OwnJobDto[]> {
    return sendPage(reply, await this.jobs.mine(user, query));
  }

  @Get(':id')
  @Access.publicOrSignedIn('One job: an open one to anyone, any status to its owner and admins')
  @ApiIdParam()
  @ApiOkResponse({ type: OwnJobDto, description: 'Owner and admins: with counts; others: JobDto' })
  @ApiErrors(400, 404)
  async findOne(
    @OptionalUser() user: User | null,
    @IdParam() id: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const job = await this.jobs.findOne(user, id);
    if ('dto' in job) {
      void reply.send(job.dto);
      return;
    }
    sendCachedResponse(request, reply, job.answer);
    this.cachedReads.remember(request, user, job.answer, (caller) => caller.id !== job.ownerId);
  }

  @Patch(':id')
  @RateLimit('writes')
  @Access.signedIn(
    'The owner edits a job while it waits for an admin, or closes it while it waits or is open',
  )
  @ApiIdParam()
  @ApiOkResponse({ type: UpdateResultDto })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: 'Not the owner of a job one can see' })
  @ApiErrors(400, 404, 409)
  edit(
    @CurrentUser() user: User,
    @IdParam() id: string,
    @Body() body: EditJobDto,
  ): Promise<UpdateResult> {
    return this.jobs.edit(user, id, body);
  }

  @Post(':id/applications')
  @RateLimit('writes')
  @Access.signedIn(
    'Apply to an open job (tutor profiles; one per job, 20 a day; the gender a job asks for)',
  )
  @ApiIdParam()
  @ApiCreatedResponse({ type: InsertResultDto })
  @ApiForbiddenResponse({
    type: ErrorBodyDto,
    description: 'No tutor profile, or the job asks for another gender',
  })
  @ApiErrors(400, 404, 409)
  apply(
    @CurrentUser() user: User,
    @IdParam() id: string,
    @Body() body: CreateApplicationDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<InsertResult> {
    return this.applications.apply(user, id, body, reply);
  }

  @Get(':id/applications')
  @Access.signedIn("A job's applications with their tutors, newest first (its owner and admins)")
  @ApiIdParam()
  @ApiPagedResponse(ApplicationDto)
  @ApiErrors(404)
  async applicationsOf(
    @CurrentUser() user: User,
    @IdParam() id: string,
    @Query() query: PageQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApplicationDto[]> {
    return sendPage(reply, await this.applications.listForJob(user, id, query));
  }
}
