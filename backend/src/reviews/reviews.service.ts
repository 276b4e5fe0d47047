import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type DeleteResult,
  type InsertResult,
  LIMITS,
  NOT_FOUND,
  type Review as ReviewAnswer,
} from '@tutorhub/contracts';
import type { Repository } from 'typeorm';
import { errorBody } from '../common/error-body';
import { type Page, type PageQueryDto, skipTake, toPage } from '../common/pagination';
import { SiteClockService } from '../common/site-time';
import type { User } from '../users/user.entity';
import type { CreateReviewDto } from './dto/create-review.dto';
import { Review } from './review.entity';

/** The name shown with a review: the profile name, else the email's local part. */
function reviewerName(user: Pick<User, 'name' | 'email'>): string {
  return (user.name ?? user.email.split('@')[0]).slice(0, LIMITS.nameMax);
}

@Injectable()
export class ReviewsService {
  constructor(
    @InjectRepository(Review) private readonly reviews: Repository<Review>,
    private readonly clock: SiteClockService,
  ) {}

  /** The author's login email is shown to admins only. */
  private toReview(review: Review, caller: User | null): ReviewAnswer {
    return {
      _id: review.id,
      name: review.name,
      ...(caller?.role === 'admin' ? { email: review.email } : {}),
      image: review.image,
      message: review.message,
      rating: review.rating,
      createdAt: review.createdAt.toISOString(),
      ...this.clock.format(review.createdAt),
    };
  }

  async create(author: User, dto: CreateReviewDto): Promise<InsertResult> {
    const result = await this.reviews.insert({
      authorId: author.id,
      name: reviewerName(author),
      email: author.email,
      image: author.image,
      message: dto.message,
      rating: dto.rating ?? LIMITS.defaultRating,
    });
    return { insertedId: (result.identifiers[0] as { id: string }).id };
  }

  /** Newest first, over the createdAt index. */
  async list(caller: User | null, query: PageQueryDto): Promise<Page<ReviewAnswer>> {
    const rows = await this.reviews.findAndCount({
      order: { createdAt: 'DESC', id: 'DESC' },
      ...skipTake(query),
    });
    return toPage(rows, (review) => this.toReview(review, caller));
  }

  async remove(id: string): Promise<DeleteResult> {
    const result = await this.reviews.delete({ id });
    if (!result.affected) {
      throw new NotFoundException(errorBody(404, NOT_FOUND.review));
    }
    return { deletedCount: result.affected };
  }
}
