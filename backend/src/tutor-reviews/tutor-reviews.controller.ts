import { Body, Controller, Delete, Get, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type {
  DeleteResultDto as DeleteResult,
  InsertResultDto as InsertResult,
} from '../common/api-docs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../auth/access';
import { CurrentUser, OptionalUser } from '../auth/current-user.decorator';
import { ApiErrors, ApiPagedResponse, DeleteResultDto, InsertResultDto } from '../common/api-docs';
import { ApiIdParam, IdParam } from '../common/id.pipe';
import { PageQueryDto } from '../common/pagination';
import { sendCachedResponse } from '../common/send-cached-response';
import { CachedReads } from '../cached-reads/cached-reads.service';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import type { User } from '../users/user.entity';
import { CreateTutorReviewDto, TutorReviewDto } from './dto/tutor-review.dto';
import { TutorReviewsService } from './tutor-reviews.service';

@ApiTags('tutor reviews')
@Controller('tutors/:id/reviews')
export class TutorReviewsController {
  constructor(
    private readonly reviews: TutorReviewsService,
    private readonly cachedReads: CachedReads,
  ) {}

  @Post()
  @RateLimit('writes')
  @Access.signedIn('Rate a tutor who accepted your hire request (one rating per tutor)')
  @ApiIdParam()
  @ApiCreatedResponse({ type: InsertResultDto })
  @ApiErrors(400, 404, 409)
  create(
    @CurrentUser() student: User,
    @IdParam() tutorId: string,
    @Body() body: CreateTutorReviewDto,
  ): Promise<InsertResult> {
    return this.reviews.create(tutorId, student, body);
  }

  @Get()
  @Access.publicOrSignedIn("A tutor's reviews, newest first")
  @ApiIdParam()
  @ApiPagedResponse(TutorReviewDto)
  @ApiErrors(404)
  async list(
    @OptionalUser() caller: User | null,
    @IdParam() tutorId: string,
    @Query() query: PageQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { answer, shared } = await this.reviews.list(tutorId, caller, query);
    sendCachedResponse(request, reply, answer);
    if (shared) {
      this.cachedReads.rememberForEveryone(request, answer);
    }
  }

  @Delete(':reviewId')
  @RateLimit('admin')
  @Access.admin("Delete a tutor's review (the rating is recomputed)")
  @ApiIdParam()
  @ApiIdParam('reviewId')
  @ApiOkResponse({ type: DeleteResultDto })
  @ApiErrors(400, 404)
  remove(@IdParam() tutorId: string, @IdParam('reviewId') reviewId: string): Promise<DeleteResult> {
    return this.reviews.remove(tutorId, reviewId);
  }
}
