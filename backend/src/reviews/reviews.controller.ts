import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PageQueryDto } from '../common/pagination';
import { CachedReads } from '../cached-reads/cached-reads.service';
import { PostRoutes } from '../posts/post-routes';
import { CreateReviewDto } from './dto/create-review.dto';
import { ReviewDto } from './dto/review.dto';
import { ReviewsService } from './reviews.service';

/** tutorReview, getTutorReview, deleteReview/{id}: the calls every kind of post has. */
@ApiTags('reviews')
@Controller()
export class ReviewsController extends PostRoutes({
  create: { path: 'tutorReview', summary: 'Post a review as the caller', body: CreateReviewDto },
  list: {
    path: 'getTutorReview',
    summary: "List reviews, newest first (the author's email: admins only)",
    query: PageQueryDto,
    item: ReviewDto,
  },
  remove: { path: 'deleteReview/:id', summary: 'Delete a review' },
}) {
  constructor(reviews: ReviewsService, cachedReads: CachedReads) {
    super(reviews, cachedReads);
  }
}
