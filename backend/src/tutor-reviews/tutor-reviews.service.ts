import {
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { coded, LIMITS } from '@tutorhub/contracts';
import type {
  DeleteResultDto as DeleteResult,
  InsertResultDto as InsertResult,
} from '../common/api-docs';
import type { DataSource, EntityManager } from 'typeorm';
import { errorBody } from '../common/errors';
import { type PageQueryDto, skipTake } from '../common/pagination';
import { isUniqueViolation } from '../common/pg-errors';
import {
  type CachedResponse,
  ResponseCache,
  cacheKey,
  toCachedResponse,
} from '../database/response-cache';
import { NotificationsService } from '../notifications/notifications.service';
import { SiteClockService } from '../common/site-time';
import { mayRate, type TuitionTimes } from '../profiles/tuition-times';
import { ratingColumns } from '../profiles/tutor-rating';
import { fallbackName, isAdmin, User } from '../users/user.entity';
import type { CreateTutorReviewDto, TutorReviewDto } from './dto/tutor-review.dto';
import { TutorReview } from './tutor-review.entity';

/** A review as a caller sees it; the flag of a review given too early: admins only. */
function toTutorReview(review: TutorReview, admin: boolean): TutorReviewDto {
  return {
    _id: review.id,
    rating: review.rating,
    message: review.message,
    createdAt: review.createdAt.toISOString(),
    student: { name: review.studentName, image: review.studentImage },
    ...(admin ? { flagged: review.flagged } : {}),
  };
}

function tutorNotFound(): NotFoundException {
  return new NotFoundException(errorBody(404, coded('notFound.tutor')));
}

/**
 * Students' ratings of the tutors they hired. Every insert and delete recounts the tutor's stored
 * rating in its own transaction, under a lock of the tutor's row, so concurrent reviews of one
 * tutor never leave a stale count and lists never compute ratings.
 */
@Injectable()
export class TutorReviewsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly notifications: NotificationsService,
    private readonly cache: ResponseCache,
    private readonly clock: SiteClockService,
  ) {}

  async create(tutorId: string, student: User, dto: CreateTutorReviewDto): Promise<InsertResult> {
    return this.db.transaction(async (tx) => {
      await lockTutor(tx, tutorId);
      if (!(await hasRunTuition(tx, student.id, tutorId, this.clock.now()))) {
        throw new ForbiddenException(errorBody(403, coded('profile.reviewNeedsHire')));
      }
      const studentName = fallbackName(student).slice(0, LIMITS.nameMax);
      let insertedId: string;
      try {
        const result = await tx.insert(TutorReview, {
          tutorId,
          studentId: student.id,
          studentName,
          studentImage: student.image,
          rating: dto.rating,
          message: dto.message,
        });
        insertedId = (result.identifiers[0] as { id: string }).id;
      } catch (e) {
        throw isUniqueViolation(e)
          ? new ConflictException(errorBody(409, coded('profile.alreadyReviewed')))
          : e;
      }
      await recountRating(tx, tutorId);
      await this.notifications.notify(tx, {
        userId: tutorId,
        fromId: student.id,
        type: 'review.received',
        params: { student: studentName, rating: dto.rating },
      });
      return { insertedId };
    });
  }

  /**
   * Newest first; a suspended tutor's reviews are hidden like the tutor, except from admins. The
   * page as sent is kept until the next write to tutor_reviews or users (the tutor's standing);
   * `shared` tells whether every caller who may see it gets the same answer (the tutor is not
   * suspended and the caller is no admin: admins also see which reviews are flagged).
   */
  async list(
    tutorId: string,
    caller: User | null,
    query: PageQueryDto,
  ): Promise<{ answer: CachedResponse; shared: boolean }> {
    const { skip, take } = skipTake(query);
    const admin = isAdmin(caller);
    const held = await this.cache.get(
      cacheKey('tutorReviews', { tutorId, skip, take, admin }),
      ['tutor_reviews', 'users'],
      async () => {
        const tutor = await this.db.getRepository(User).findOne({
          where: { id: tutorId, kind: 'tutor' },
          select: { id: true, suspended: true },
        });
        if (!tutor) {
          throw tutorNotFound();
        }
        const [rows, total] = await this.db.getRepository(TutorReview).findAndCount({
          where: { tutorId },
          order: { createdAt: 'DESC', id: 'DESC' },
          skip,
          take,
        });
        const items = rows.map((review) => toTutorReview(review, admin));
        return { suspended: tutor.suspended, answer: toCachedResponse(items, total) };
      },
    );
    if (held.suspended && !admin) {
      throw tutorNotFound();
    }
    return { answer: held.answer, shared: !held.suspended && !admin };
  }

  async remove(tutorId: string, reviewId: string): Promise<DeleteResult> {
    return this.db.transaction(async (tx) => {
      await lockTutor(tx, tutorId);
      const result = await tx.delete(TutorReview, { id: reviewId, tutorId });
      if (!result.affected) {
        throw new NotFoundException(errorBody(404, coded('notFound.review')));
      }
      await recountRating(tx, tutorId);
      return { deletedCount: result.affected };
    });
  }
}

/**
 * Deletes a review found by its id alone (an admin removing reported content) and recounts its
 * tutor's rating; answers how many rows went (0 when it was already gone).
 */
export async function deleteTutorReview(tx: EntityManager, reviewId: string): Promise<number> {
  const [review] = (await tx.query(`SELECT "tutorId" FROM "tutor_reviews" WHERE id = $1`, [
    reviewId,
  ])) as Array<{ tutorId: string }>;
  if (!review) {
    return 0;
  }
  await lockTutor(tx, review.tutorId);
  const result = await tx.delete(TutorReview, { id: reviewId });
  await recountRating(tx, review.tutorId);
  return result.affected ?? 0;
}

/** Locks the tutor's row for the transaction (404 for anything but a tutor). */
async function lockTutor(tx: EntityManager, tutorId: string): Promise<void> {
  const rows = (await tx.query(
    `SELECT id FROM "users" WHERE id = $1 AND kind = 'tutor' FOR UPDATE`,
    [tutorId],
  )) as unknown[];
  if (rows.length === 0) {
    throw tutorNotFound();
  }
}

/** Whether a tuition of this student with this tutor lets them rate it now (tuition-times.ts). */
async function hasRunTuition(
  tx: EntityManager,
  studentId: string,
  tutorId: string,
  now: Date,
): Promise<boolean> {
  const hires = (await tx.query(
    `SELECT "status", "acceptedAt", "endedAt", "closedByAdmin" FROM "hires"
     WHERE "studentId" = $1 AND "tutorId" = $2 AND "acceptedAt" IS NOT NULL`,
    [studentId, tutorId],
  )) as TuitionTimes[];
  return hires.some((hire) => mayRate(hire, now));
}

/** Stores the tutor's rating as their reviews now stand (this transaction's writes included). */
async function recountRating(tx: EntityManager, tutorId: string): Promise<void> {
  const [totals] = (await tx.query(
    `SELECT count(*)::int AS count, COALESCE(sum(rating), 0)::int AS sum
     FROM "tutor_reviews" WHERE "tutorId" = $1`,
    [tutorId],
  )) as Array<{ count: number; sum: number }>;
  await tx.update(User, { id: tutorId }, ratingColumns(totals.count, totals.sum));
}
