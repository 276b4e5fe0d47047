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
import { User } from '../users/user.entity';
import { Block } from './block.entity';
import type { BlockedMemberDto } from './dto/blocked-member.dto';

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

  /** The members `blocker` has blocked, last blocked first. */
  async list(blocker: User): Promise<BlockedMemberDto[]> {
    const rows = (await this.db.query(
      `SELECT u.id, u.name, u.image, b."createdAt" FROM "blocks" b
         JOIN "users" u ON u.id = b."blockedId"
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

  /** Blocks `blockedId`; blocking again changes nothing. */
  async block(blocker: User, blockedId: string): Promise<{ modifiedCount: number }> {
    if (blocker.id === blockedId) {
      throw new BadRequestException(errorBody(400, coded('conversation.blockSelf')));
    }
    const exists = await this.db.getRepository(User).exists({ where: { id: blockedId } });
    if (!exists) {
      throw new NotFoundException(errorBody(404, coded('notFound.account')));
    }
    const inserted: unknown[] = await this.db.query(
      `INSERT INTO "blocks" ("blockerId", "blockedId") VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING 1`,
      [blocker.id, blockedId],
    );
    return { modifiedCount: inserted.length };
  }

  /** Lifts the caller's block of `blockedId`, if any. */
  async unblock(blocker: User, blockedId: string): Promise<DeleteResult> {
    const result = await this.db.getRepository(Block).delete({ blockerId: blocker.id, blockedId });
    return { deletedCount: result.affected ?? 0 };
  }
}
