import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { coded, type HireStatus, type ProfileKind } from '@tutorhub/contracts';
import type {
  DeleteResultDto as DeleteResult,
  UpdateResultDto as UpdateResult,
} from '../common/api-docs';
import type { DataSource, EntityManager } from 'typeorm';
import { ChargesService } from '../charges/charges.service';
import { refuseContactDetailsWithStored } from '../common/contact-rule';
import { createValidationPipe, errorBody } from '../common/errors';
import { SiteClockService } from '../common/site-time';
import { NotificationsService } from '../notifications/notifications.service';
import { fallbackName, User } from '../users/user.entity';
import { VerificationFiles } from '../verification/verification-files';
import {
  StudentProfileEditDto,
  TUTOR_ONLY_FIELDS,
  TutorProfileEditDto,
} from './dto/profile-edit.dto';

type ProfileEdit = TutorProfileEditDto;

const EDIT_RULES = { tutor: TutorProfileEditDto, student: StudentProfileEditDto };

/** A hire the account's removal closed, as the UPDATE … RETURNING answers it. */
interface ClosedHire {
  id: string;
  tutorId: string | null;
  studentId: string | null;
  status: HireStatus;
  acceptedAt: Date | null;
}

/** The owner's own profile and account: edits, and deleting oneself. */
@Injectable()
export class AccountService {
  private readonly validation = createValidationPipe();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly notifications: NotificationsService,
    private readonly verificationFiles: VerificationFiles,
    private readonly charges: ChargesService,
    private readonly clock: SiteClockService,
  ) {}

  /**
   * Validates `body` by the registration rules of the caller's profile kind, then writes the
   * fields that differ. 1 when something changed, 0 when nothing did.
   */
  async editProfile(user: User, body: unknown): Promise<UpdateResult> {
    if (!user.kind) {
      throw new NotFoundException(errorBody(404, coded('profile.noProfile')));
    }
    const edit = await this.validate(user, user.kind, body);
    const changes = Object.fromEntries(
      Object.entries(edit).filter(
        ([field, value]) => value !== undefined && user[field as keyof User] !== value,
      ),
    );
    if (Object.keys(changes).length === 0) {
      return { modifiedCount: 0 };
    }
    const result = await this.db.getRepository(User).update({ id: user.id }, changes);
    return { modifiedCount: result.affected ? 1 : 0 };
  }

  /** The edit by its rules, its texts read with the profile's stored ones (the contact rule). */
  private async validate(user: User, kind: ProfileKind, body: unknown): Promise<ProfileEdit> {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new BadRequestException(errorBody(400, coded('profile.editBody')));
    }
    if (kind === 'student') {
      const refused = TUTOR_ONLY_FIELDS.filter((field) => field in body);
      if (refused.length > 0) {
        const errors = Object.fromEntries(
          refused.map((field) => [field, coded('profile.tutorOnlyField')]),
        );
        throw new BadRequestException(errorBody(400, coded('profile.tutorOnlyField'), errors));
      }
    }
    const edit = (await this.validation.transform(body, {
      type: 'body',
      metatype: EDIT_RULES[kind],
    })) as ProfileEdit;
    refuseContactDetailsWithStored(edit, user);
    // A blank `about` clears it.
    return edit.about === '' ? { ...edit, about: null } : edit;
  }

  /**
   * Deletes the caller's account in one transaction: its open hire requests are cancelled and
   * its running tuitions ended (the other party is told), its verification documents deleted
   * from the store, then the row goes. Its reviews stay
   * with the name and picture stored beside them, no longer linked to an account; its API token
   * is refused from the next request on (the token's account no longer exists). The last active
   * admin cannot leave.
   */
  async deleteAccount(user: User): Promise<DeleteResult> {
    return this.db.transaction(async (tx) => {
      if (user.role === 'admin') {
        await refuseLastAdmin(tx, user.id);
      }
      const closed = await closeHires(tx, user.id);
      const name = fallbackName(user);
      const now = this.clock.now();
      for (const hire of closed) {
        // A student leaving ends the tuition as the student: an early end cancels its charge.
        if (hire.status === 'ended' && hire.studentId === user.id) {
          await this.charges.cancelOnEarlyEnd(tx, hire, now, 'student');
        }
        const other = hire.tutorId === user.id ? hire.studentId : hire.tutorId;
        if (other) {
          await this.notifications.notify(tx, {
            userId: other,
            fromId: user.id,
            type: `hire.${hire.status}`,
            hireId: hire.id,
            params: { by: 'deletion', [hire.tutorId === user.id ? 'tutor' : 'student']: name },
          });
        }
      }
      // Verification documents leave the store now, not when retention would take them.
      await this.verificationFiles.deleteOfTutor(tx, user.id);
      const result = await tx.delete(User, { id: user.id });
      if (!result.affected) {
        throw new NotFoundException(errorBody(404, coded('notFound.account')));
      }
      return { deletedCount: 1 };
    });
  }
}

/**
 * 409 when no other active admin remains. Every admin row is locked in id order first, so two
 * admins leaving at once (or a concurrent demotion) cannot both pass the count.
 */
async function refuseLastAdmin(tx: EntityManager, id: string): Promise<void> {
  const admins = (await tx.query(
    `SELECT id, suspended FROM "users" WHERE "role" = 'admin' ORDER BY id FOR UPDATE`,
  )) as Array<{ id: string; suspended: boolean }>;
  if (!admins.some((admin) => admin.id !== id && !admin.suspended)) {
    throw new ConflictException(errorBody(409, coded('general.lastAdmin')));
  }
}

/**
 * Open requests → cancelled, accepted → ended, for either side. Conditional on the status, so a
 * concurrent move of the same hire either happened first or finds it closed (409).
 */
async function closeHires(tx: EntityManager, id: string): Promise<ClosedHire[]> {
  // TypeORM answers an UPDATE … RETURNING as [rows, count].
  const [rows] = (await tx.query(
    `UPDATE "hires"
     SET "status" = CASE "status" WHEN 'requested' THEN 'cancelled' ELSE 'ended' END,
         "updatedAt" = now()
     WHERE ("tutorId" = $1 OR "studentId" = $1) AND "status" IN ('requested', 'accepted')
     RETURNING id, "tutorId", "studentId", "status", "acceptedAt"`,
    [id],
  )) as [ClosedHire[], number];
  return rows;
}
