import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { coded, LIMITS, SITE } from '@tutorhub/contracts';
import type {
  DeleteResultDto as DeleteResult,
  InsertResultDto as InsertResult,
} from '../common/api-docs';
import type { ReviewDto as ReviewAnswer } from './dto/review.dto';
import type { Repository } from 'typeorm';
import { errorBody } from '../common/errors';
import type { PageQueryDto } from '../common/pagination';
import { type CachedResponse, ResponseCache } from '../database/response-cache';
import { type CachedPage, deleteRow, insertRow, readCachedPage } from '../database/table-rows';
import { SiteClockService } from '../common/site-time';
import { isAdmin, type User } from '../users/user.entity';
import type { CreateReviewDto } from './dto/create-review.dto';
import { Review } from './review.entity';

/** The name shown with a review: the account's name, never anything from its login email. */
function reviewerName(user: Pick<User, 'name'>): string {
  return (user.name ?? SITE.memberName).slice(0, LIMITS.nameMax);
}

/** The columns an answer is built from. */
const REVIEW_FIELDS = ['id', 'name', 'email', 'image', 'message', 'rating', 'createdAt'] as const;
type ReviewRow = Pick<Review, (typeof REVIEW_FIELDS)[number]>;

@Injectable()
export class ReviewsService {
  constructor(
    @InjectRepository(Review) private readonly reviews: Repository<Review>,
    private readonly clock: SiteClockService,
    private readonly cache: ResponseCache,
  ) {}

  /** The author's login email is shown to admins only. */
  private toReview(review: ReviewRow, caller: User | null): ReviewAnswer {
    return {
      _id: review.id,
      name: review.name,
      ...(isAdmin(caller) && review.email ? { email: review.email } : {}),
      image: review.image,
      message: review.message,
      rating: review.rating,
      createdAt: review.createdAt.toISOString(),
      ...this.clock.format(review.createdAt),
    };
  }

  create(author: User, dto: CreateReviewDto): Promise<InsertResult> {
    return insertRow(this.reviews, {
      authorId: author.id,
      name: reviewerName(author),
      email: author.email,
      image: author.image,
      message: dto.message,
      rating: dto.rating ?? LIMITS.defaultRating,
    });
  }

  /** Newest first, over the createdAt index; one answer for admins, one for everyone else. */
  list(caller: User | null, query: PageQueryDto): Promise<CachedResponse> {
    const page: CachedPage<ReviewRow> = {
      call: 'getTutorReview',
      variant: { admin: isAdmin(caller) },
      table: 'reviews',
      columns: REVIEW_FIELDS.map((c) => `t."${c}"`).join(', '),
      where: [],
      params: [],
      orderBy: 't."createdAt" DESC, t."id" DESC',
      toItem: (review) => this.toReview(review, caller),
    };
    return readCachedPage(this.reviews.manager, this.cache, page, query);
  }

  remove(id: string): Promise<DeleteResult> {
    return deleteRow(
      this.reviews,
      id,
      () => new NotFoundException(errorBody(404, coded('notFound.review'))),
    );
  }
}
