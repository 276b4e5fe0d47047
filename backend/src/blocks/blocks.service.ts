import {
  BadRequestException,
  ForbiddenException,
  type HttpException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { coded } from '@tutorhub/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { DeleteResultDto as DeleteResult } from '../common/api-docs';
import { errorBody } from '../common/errors';
import type { User } from '../users/user.entity';
import { Block } from './block.entity';
import type { BlockedMemberDto } from './dto/blocked-member.dto';

/**
 * Whether members `a` and `b` (SQL expressions) have something between them: a conversation, a
 * hire or an application, either way round.
 */
const RELATED = (a: string, b: string) => `(
  EXISTS (SELECT 1 FROM "conversations" c
           WHERE (c."studentId" = ${a} AND c."tutorId" = ${b})
              OR (c."studentId" = ${b} AND c."tutorId" = ${a}))
  OR EXISTS (SELECT 1 FROM "hires" h
              WHERE (h."studentId" = ${a} AND h."tutorId" = ${b})
                 OR (h."studentId" = ${b} AND h."tutorId" = ${a}))
  OR EXISTS (SELECT 1 FROM "job_applications" ja JOIN "jobs" j ON j.id = ja."jobId"
              WHERE (j."ownerId" = ${a} AND ja."tutorId" = ${b})
                 OR (j."ownerId" = ${b} AND ja."tutorId" = ${a})))`;

/** Why two members may not deal with each other. */
export type PairRefusal = 'blocked' | 'suspended';

/**
 * Blocks between members, and the one check every path between two members asks: either side's
 * block, or a suspension, stops hire requests, applications, their forward moves, messages,
 * notices and live events between them.
 */
@Injectable()
export class BlocksService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Why `a` and `b` may not deal with each other (request, apply, move forward, message, be
   * told): either blocked the other, or either account is suspended; null when they may. One
   * statement, so every path asks the same question.
   */
  async refusal(
    a: string | null,
    b: string | null,
    manager: EntityManager = this.db.manager,
  ): Promise<PairRefusal | null> {
    if (!a || !b) {
      return null;
    }
    const [row] = (await manager.query(
      `SELECT EXISTS (SELECT 1 FROM "blocks"
                WHERE ("blockerId" = $1 AND "blockedId" = $2)
                   OR ("blockerId" = $2 AND "blockedId" = $1)) AS blocked,
              EXISTS (SELECT 1 FROM "users" WHERE id IN ($1, $2) AND suspended) AS suspended`,
      [a, b],
    )) as Array<{ blocked: boolean; suspended: boolean }>;
    return row.blocked ? 'blocked' : row.suspended ? 'suspended' : null;
  }

  /**
   * Throws unless `a` and `b` may deal: a block answers 403 `conversation.blockedParty` on every
   * path; a suspended account is hidden, so the path answers its own 404 (`hidden`), exactly
   * as when there is nothing there.
   */
  async assertMayDeal(
    a: string | null,
    b: string | null,
    hidden: () => HttpException,
    manager: EntityManager = this.db.manager,
  ): Promise<void> {
    const refusal = await this.refusal(a, b, manager);
    if (refusal === 'blocked') {
      throw new ForbiddenException(errorBody(403, coded('conversation.blockedParty')));
    }
    if (refusal === 'suspended') {
      throw hidden();
    }
  }

  /** Who hears of `actor`'s act towards `other` live: `other` only while the two may deal. */
  async audience(
    actor: string,
    other: string | null,
    manager: EntityManager = this.db.manager,
  ): Promise<string[]> {
    return other && !(await this.refusal(actor, other, manager)) ? [actor, other] : [actor];
  }

  /**
   * The members `blocker` has blocked, last blocked first; name and image only of those the
   * two still have a conversation, hire or application with (no one else's are shown).
   */
  async list(blocker: User): Promise<BlockedMemberDto[]> {
    const rows = (await this.db.query(
      `SELECT u.id, b."createdAt",
              CASE WHEN ${RELATED('$1', 'u.id')} THEN u.name END AS name,
              CASE WHEN ${RELATED('$1', 'u.id')} THEN u.image END AS image
         FROM "blocks" b JOIN "users" u ON u.id = b."blockedId"
        WHERE b."blockerId" = $1 ORDER BY b."createdAt" DESC, u.id`,
      [blocker.id],
    )) as Array<{ id: string; name: string | null; image: string | null; createdAt: Date }>;
    return rows.map((r) => ({
      _id: r.id,
      name: r.name,
      image: r.image,
      blockedAt: r.createdAt.toISOString(),
    }));
  }

  /**
   * Blocks `blockedId`; blocking again changes nothing. Only a member the caller has a
   * conversation, hire or application with can be blocked: for any other id, an account or
   * not, admin or not, the answer is the same 404, so blocking tells nothing about who exists.
   */
  async block(blocker: User, blockedId: string): Promise<{ modifiedCount: number }> {
    if (blocker.id === blockedId) {
      throw new BadRequestException(errorBody(400, coded('conversation.blockSelf')));
    }
    const inserted: unknown[] = await this.db.query(
      `INSERT INTO "blocks" ("blockerId", "blockedId")
       SELECT $1, $2 WHERE ${RELATED('$1::uuid', '$2::uuid')}
       ON CONFLICT DO NOTHING RETURNING 1`,
      [blocker.id, blockedId],
    );
    if (inserted.length > 0) {
      return { modifiedCount: 1 };
    }
    const held = await this.db
      .getRepository(Block)
      .exists({ where: { blockerId: blocker.id, blockedId } });
    if (!held) {
      throw new NotFoundException(errorBody(404, coded('notFound.account')));
    }
    return { modifiedCount: 0 };
  }

  /** Lifts the caller's block of `blockedId`, if any. */
  async unblock(blocker: User, blockedId: string): Promise<DeleteResult> {
    const result = await this.db.getRepository(Block).delete({ blockerId: blocker.id, blockedId });
    return { deletedCount: result.affected ?? 0 };
  }
}
