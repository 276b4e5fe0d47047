import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { InsertResult, Review } from '@tutorhub/contracts';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../auth/current-user.decorator';
import { Access } from '../common/access';
import { ApiErrors, ApiPagedResponse, InsertResultDto } from '../common/api-docs';
import { PageQueryDto, sendPage } from '../common/pagination';
import type { User } from '../users/user.entity';
import { CreateReviewDto } from './dto/create-review.dto';
import { ReviewDto } from './dto/review.dto';
import { ReviewsService } from './reviews.service';

@ApiTags('reviews')
@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Post('tutorReview')
  @Access.signedIn('Post a review as the caller')
  @ApiCreatedResponse({ type: InsertResultDto })
  @ApiErrors(400)
  create(@CurrentUser() user: User, @Body() body: CreateReviewDto): Promise<InsertResult> {
    return this.reviews.create(user, body);
  }

  @Get('getTutorReview')
  @Access.public('List reviews, newest first')
  @ApiPagedResponse(ReviewDto)
  @ApiErrors(400)
  async list(
    @Query() query: PageQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Review[]> {
    return sendPage(reply, await this.reviews.list(query));
  }
}
