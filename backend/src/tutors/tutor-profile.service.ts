import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { audit } from '../admin/audit-log.service';
import { InjectDataSource } from '@nestjs/typeorm';
import { coded } from '@tutorhub/contracts';
import type { UpdateResultDto as UpdateResult } from '../common/api-docs';
import type { DataSource } from 'typeorm';
import { errorBody } from '../common/errors';
import {
  type CachedResponse,
  ResponseCache,
  cacheKey,
  toCachedResponse,
} from '../database/response-cache';
import { contactFields } from '../profiles/profile.dto';
import { ContactsShown } from '../profiles/profiles.service';
import { toRating } from './dto/tutor-list.dto';
import { isAdmin, User } from '../users/user.entity';
import type { TutorProfileDto } from './dto/tutor-profile.dto';

function tutorNotFound(): NotFoundException {
  return new NotFoundException(errorBody(404, coded('notFound.tutor')));
}

/** A tutor's profile page as answers show it; `email` and `number` only when `visible`. */
function toTutorProfile(tutor: User, visible: boolean): TutorProfileDto {
  return {
    _id: tutor.id,
    name: tutor.name ?? '',
    image: tutor.image ?? '',
    study: tutor.study ?? '',
    subject: tutor.subject ?? '',
    teachingSubject: tutor.teachingSubject ?? '',
    salary: tutor.salary ?? 0,
    location: tutor.location ?? '',
    onlineOffline: tutor.onlineOffline ?? 'both',
    about: tutor.about,
    gender: tutor.gender,
    verified: tutor.verified,
    rating: toRating(tutor),
    createdAt: tutor.createdAt.toISOString(),
    ...contactFields(tutor, visible),
  };
}

/** A tutor's own page and the admin's verified badge. */
@Injectable()
export class TutorProfileService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly cache: ResponseCache,
    private readonly contacts: ContactsShown,
  ) {}

  /**
   * A suspended tutor is hidden from everyone but admins, as in the tutor list. The tutor and
   * the answer without contact details are kept until the next write to users; `shared` tells
   * whether the answer is that one (and so the same for every caller who gets it); otherwise
   * it is the answer with contact details, which the caller may have again while it is held.
   */
  async get(id: string, caller: User | null): Promise<{ answer: CachedResponse; shared: boolean }> {
    const held = await this.cache.get(cacheKey('tutorProfile', { id }), ['users'], async () => {
      const tutor = await this.db.getRepository(User).findOneBy({ id, kind: 'tutor' });
      if (!tutor) {
        throw tutorNotFound();
      }
      return { tutor, answer: toCachedResponse(toTutorProfile(tutor, false)) };
    });
    const admin = isAdmin(caller);
    if (held.tutor.suspended && !admin) {
      throw tutorNotFound();
    }
    const visible = caller !== null && (admin || (await this.contacts.to(caller)).has(id));
    if (!visible) {
      return { answer: held.answer, shared: true };
    }
    // Shared by everyone who may see the contact details until the same moment; dropped by a
    // write to hires and when that moment (the caller's next end of a sharing) comes, so a
    // caller replayed it for their own account stops getting it when their sharing ends.
    const until = caller && !admin ? await this.contacts.changesAt(caller) : undefined;
    const withContacts = await this.cache.get(
      cacheKey('tutorProfile', { id, contacts: true, until }),
      ['users', 'hires'],
      async () => toCachedResponse(toTutorProfile(held.tutor, true)),
      () => until,
    );
    return { answer: withContacts, shared: false };
  }

  /** Whether `caller` gets the shared answer of tutor `id`, decided without a read. */
  sharesProfile(caller: User, id: string): boolean {
    const shown = isAdmin(caller) ? undefined : this.contacts.knownTo(caller);
    return shown !== undefined && !shown.has(id);
  }

  /**
   * Takes the badge off with the admin's reason, audited in the same transaction: 1 when it
   * was on, 0 when it was already off; 404 for a non-tutor. Turning it on here is refused: the
   * badge is the result of a review (400 `verification.byReview`).
   */
  async removeVerified(
    id: string,
    change: { verified: boolean; reason?: string },
    actorId: string,
  ): Promise<UpdateResult> {
    if (change.verified) {
      throw new BadRequestException(errorBody(400, coded('verification.byReview')));
    }
    return this.db.transaction(async (tx) => {
      const result = await tx
        .createQueryBuilder()
        .update(User)
        .set({ verified: false })
        .where(`id = :id AND kind = 'tutor' AND verified`, { id })
        .execute();
      if (result.affected) {
        await audit(tx, 'unverify', actorId, id, change.reason ?? null);
        return { modifiedCount: result.affected };
      }
      if (!(await tx.getRepository(User).existsBy({ id, kind: 'tutor' }))) {
        throw tutorNotFound();
      }
      return { modifiedCount: 0 };
    });
  }
}
