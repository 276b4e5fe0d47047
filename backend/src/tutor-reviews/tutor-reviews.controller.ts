import { Body, Controller, Delete, Get, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type {
  DeleteResultDto as DeleteResult,
  InsertResultDto as InsertResult,
} from '../common/api-docs';
import type { FastifyReply } from 'fastify';
import { Access } from '../auth/access';
import { CurrentUser, OptionalUser } from '../auth/current-user.decorator';
import { ApiErrors, ApiPagedResponse, DeleteResultDto, InsertResultDto } from '../common/api-docs';
import { ApiIdParam, IdParam } from '../common/id.pipe';
import { PageQueryDto, sendPage } from '../common/pagination';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import type { User } from '../users/user.entity';
import { CreateTutorReviewDto, TutorReviewDto } from './dto/tutor-review.dto';
import { TutorReviewsService } from './tutor-reviews.service';

@ApiTags('tutor reviews')
@Controller('tutors/:id/reviews')
export class TutorReviewsController {
  constructor(private readonly reviews: TutorReviewsService) {}

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
  @ApiErrors(400, 404)
  async list(
    @OptionalUser() caller: User | null,
    @IdParam() tutorId: string,
    @Query() query: PageQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TutorReviewDto[]> {
    return sendPage(reply, await this.reviews.list(tutorId, caller, query));
  }

  @Delete(':reviewId')
  @Access.admin("Delete a tutor's review (the rating is recomputed)")
  @ApiIdParam()
  @ApiIdParam('reviewId')
  @ApiOkResponse({ type: DeleteResultDto })
  @ApiErrors(400, 404)
  remove(@IdParam() tutorId: string, @IdParam('reviewId') reviewId: string): Promise<DeleteResult> {
    return this.reviews.remove(tutorId, reviewId);
  }
}
