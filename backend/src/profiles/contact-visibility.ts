import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HireStatus } from '@tutorhub/contracts';
import type { DataSource } from 'typeorm';
import { AnswerCache, answerKey } from '../database/answer-cache';
import type { User } from '../users/user.entity';

/** Hire states in which the two parties see each other's email and number. */
export const CONTACT_SHARING_STATUSES: readonly HireStatus[] = ['accepted', 'ended'];

/** A tutor's contact details as an answer carries them: both keys, or neither (never null). */
export function contactFields(
  tutor: Pick<User, 'email' | 'number'>,
  visible: boolean,
): { email?: string; number?: string } {
  return visible ? { email: tutor.email, number: tutor.number ?? '' } : {};
}

const hiredTutorsKey = (studentId: string) => answerKey('hiredTutors', { student: studentId });

/**
 * The tutors whose email and number a signed-in non-admin sees (the contact rule): themself,
 * and for a student the tutors who accepted their hire — held until the next write to hires,
 * so a cached read needs no query for it. Admins see every contact; anonymous callers none.
 */
@Injectable()
export class ContactsShown {
  constructor(
    private readonly cache: AnswerCache,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async to(caller: User): Promise<ReadonlySet<string>> {
    const known = this.knownTo(caller);
    if (known) {
      return known;
    }
    const hired = await this.cache.get(hiredTutorsKey(caller.id), ['hires'], () =>
      this.hiredTutorIds(caller.id),
    );
    return new Set([caller.id, ...hired]);
  }

  /** `to` when it needs no read; undefined while a student's hires are not held. */
  knownTo(caller: User): ReadonlySet<string> | undefined {
    if (caller.kind !== 'student') {
      return new Set([caller.id]);
    }
    const hired = this.cache.peek<string[]>(hiredTutorsKey(caller.id));
    return hired && new Set([caller.id, ...hired]);
  }

  private async hiredTutorIds(studentId: string): Promise<string[]> {
    const rows = (await this.db.query(
      `SELECT DISTINCT "tutorId" FROM "hires"
       WHERE "studentId" = $1 AND "tutorId" IS NOT NULL AND "status" = ANY($2::varchar[])`,
      [studentId, CONTACT_SHARING_STATUSES],
    )) as Array<{ tutorId: string }>;
    return rows.map((row) => row.tutorId);
  }
}
