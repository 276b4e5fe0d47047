import { Body, Controller, Delete, Get, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type {
  DeleteResultDto as DeleteResult,
  InsertResultDto as InsertResult,
} from '../common/api-docs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, OptionalUser } from '../auth/current-user.decorator';
import { Access } from '../auth/access';
import { ApiErrors, ApiPagedResponse, DeleteResultDto, InsertResultDto } from '../common/api-docs';
import { ApiIdParam, IdParam } from '../common/id.pipe';
import { PageQueryDto } from '../common/pagination';
import { sendAnswer } from '../common/send-answer';
import { FastReads } from '../fast-reads/fast-reads.service';
import type { User } from '../users/user.entity';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { CreateReviewDto } from './dto/create-review.dto';
import { ReviewDto } from './dto/review.dto';
import { ReviewsService } from './reviews.service';

@ApiTags('reviews')
@Controller()
export class ReviewsController {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly fastReads: FastReads,
  ) {}

  @Post('tutorReview')
  @RateLimit('writes')
  @Access.signedIn('Post a review as the caller')
  @ApiCreatedResponse({ type: InsertResultDto })
  @ApiErrors(400)
  create(@CurrentUser() user: User, @Body() body: CreateReviewDto): Promise<InsertResult> {
    return this.reviews.create(user, body);
  }

  @Get('getTutorReview')
  @Access.publicOrSignedIn("List reviews, newest first (the author's email: admins only)")
  @ApiPagedResponse(ReviewDto)
  @ApiErrors(400)
  async list(
    @OptionalUser() caller: User | null,
    @Query() query: PageQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const answer = await this.reviews.list(caller, query);
    sendAnswer(request, reply, answer);
    this.fastReads.remember(request, caller, answer);
  }

  @Delete('deleteReview/:id')
  @Access.admin('Delete a review')
  @ApiIdParam()
  @ApiOkResponse({ type: DeleteResultDto })
  @ApiErrors(400, 404)
  remove(@IdParam() id: string): Promise<DeleteResult> {
    return this.reviews.remove(id);
  }
}
