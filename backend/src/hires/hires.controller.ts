import { Body, Controller, Get, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type {
  InsertResultDto as InsertResult,
  UpdateResultDto as UpdateResult,
} from '../common/api-docs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../auth/access';
import { CurrentUser } from '../auth/current-user.decorator';
import {
  ApiErrors,
  ApiPagedResponse,
  ErrorBodyDto,
  InsertResultDto,
  UpdateResultDto,
} from '../common/api-docs';
import { ApiIdParam, IdParam } from '../common/id.pipe';
import { sendCachedResponse } from '../common/send-cached-response';
import { CachedReads } from '../cached-reads/cached-reads.service';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import type { User } from '../users/user.entity';
import { CreateHireDto } from './dto/create-hire.dto';
import { HireDto } from './dto/hire.dto';
import { HireQueryDto } from './dto/hire-query.dto';
import { MoveHireDto } from './dto/move-hire.dto';
import { HiresService } from './hires.service';

@ApiTags('hires')
@Controller('hires')
export class HiresController {
  constructor(
    private readonly hires: HiresService,
    private readonly cachedReads: CachedReads,
  ) {}

  @Post()
  @RateLimit('writes')
  @Access.signedIn('Request to hire a tutor on monthly terms (student profiles only)')
  @ApiCreatedResponse({ type: InsertResultDto })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: 'The caller has no student profile' })
  @ApiErrors(400, 404, 409)
  create(@CurrentUser() user: User, @Body() body: CreateHireDto): Promise<InsertResult> {
    return this.hires.create(user, body);
  }

  @Get()
  @Access.signedIn("The caller's hires from one side, newest first (`as=all`: admins)")
  @ApiPagedResponse(HireDto)
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: '`as=all` by a non-admin' })
  async list(
    @CurrentUser() user: User,
    @Query() query: HireQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const answer = await this.hires.list(user, query);
    sendCachedResponse(request, reply, answer);
    this.cachedReads.rememberForAccount(request, user, answer);
  }

  @Get(':id')
  @Access.signedIn('One hire, for its tutor, its student and admins')
  @ApiIdParam()
  @ApiOkResponse({ type: HireDto })
  @ApiErrors(400, 404)
  findOne(@CurrentUser() user: User, @IdParam() id: string): Promise<HireDto> {
    return this.hires.findOne(user, id);
  }

  @Patch(':id')
  @RateLimit('writes')
  @Access.signedIn(
    'Move a hire: the tutor accepts or declines a request, the student cancels it, ' +
      'either party or an admin ends an accepted tuition',
  )
  @ApiIdParam()
  @ApiOkResponse({ type: UpdateResultDto })
  @ApiErrors(400, 404, 409)
  move(
    @CurrentUser() user: User,
    @IdParam() id: string,
    @Body() body: MoveHireDto,
  ): Promise<UpdateResult> {
    return this.hires.move(user, id, body);
  }
}
