import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AuditAction,
  coded,
  LIMITS,
  type ReportResolution,
  type ReportTargetType,
} from '@tutorhub/contracts';
import type {
  InsertResultDto as InsertResult,
  UpdateResultDto as UpdateResult,
} from '../common/api-docs';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { AccountRolesService } from '../admin/account-roles.service';
import { audit } from '../admin/audit-log.service';
import { errorBody } from '../common/errors';
import { type Page, readPage, skipTake } from '../common/pagination';
import { isUniqueViolation } from '../common/pg-errors';
import { NotificationsService } from '../notifications/notifications.service';
import { isAdmin, User } from '../users/user.entity';
import type { CreateReportDto } from './dto/create-report.dto';
import type { ReportAccountDto, ReportDto } from './dto/report.dto';
import type { ReportQueryDto } from './dto/report-query.dto';
import { Report } from './report.entity';
import {
  findReportedItems,
  PROFILE_TARGETS,
  REPORT_TARGETS,
  type ReportedItem,
} from './report-targets';
import { notifyReporter } from './reporter-notice';

const AUDIT_ACTIONS: Record<ReportResolution, AuditAction> = {
  dismissed: 'report-dismiss',
  'content-removed': 'report-remove',
  'account-suspended': 'report-suspend',
};

type ReportRow = Pick<
  Report,
  | 'id'
  | 'targetType'
  | 'targetId'
  | 'reason'
  | 'note'
  | 'reporterId'
  | 'reportedUserId'
  | 'resolution'
  | 'resolvedAt'
  | 'createdAt'
> & { openReports: number };

/** The open reports of the same item as `t`. */
const OPEN_OF_ITEM = `(SELECT count(*)::int FROM "reports" o
  WHERE o."targetType" = t."targetType" AND o."targetId" = t."targetId"
  AND o."resolution" IS NULL)`;

const PROFILE_TYPES = PROFILE_TARGETS.map((type) => `'${type}'`).join(', ');

/**
 * The open queue: newest first, except that a profile with enough open reports comes before
 * everything else. Resolved reports: last resolved first.
 */
const ORDER = {
  open:
    `(t."targetType" IN (${PROFILE_TYPES}) AND ${OPEN_OF_ITEM} >= ${LIMITS.reportsToPrioritise}) DESC, ` +
    `t."createdAt" DESC, t."id" DESC`,
  resolved: `t."resolvedAt" DESC, t."id" DESC`,
};

const REPORT_COLUMNS =
  ['id', 'targetType', 'targetId', 'reason', 'note', 'reporterId', 'reportedUserId']
    .concat(['resolution', 'resolvedAt', 'createdAt'])
    .map((c) => `t."${c}"`)
    .join(', ') + `, ${OPEN_OF_ITEM} AS "openReports"`;

function toAccount(user: User | undefined): ReportAccountDto | null {
  return user ? { _id: user.id, name: user.name, email: user.email } : null;
}

function toItem(item: ReportedItem | undefined): ReportDto['item'] {
  return item ? { title: item.title, text: item.text, authorName: item.authorName } : null;
}

/** Members' reports of profiles and posts, and the admins' queue and resolutions. */
@Injectable()
export class ReportsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly roles: AccountRolesService,
    private readonly notifications: NotificationsService,
  ) {}

  async create(reporter: User, dto: CreateReportDto): Promise<InsertResult> {
    if (reporter.kind === null && !isAdmin(reporter)) {
      throw new ForbiddenException(errorBody(403, coded('profile.noProfile')));
    }
    const items = await findReportedItems(this.db.manager, dto.targetType, [dto.targetId]);
    const item = items.get(dto.targetId);
    const target = REPORT_TARGETS[dto.targetType];
    const readable =
      item && (!target.readBy || (await target.readBy(this.db.manager, item.id, reporter.id)));
    if (!item || !readable) {
      throw new NotFoundException(errorBody(404, REPORT_TARGETS[dto.targetType].notFound));
    }
    if (item.authorId === reporter.id) {
      throw new BadRequestException(errorBody(400, coded('report.ownItem')));
    }
    try {
      const result = await this.db.getRepository(Report).insert({
        reporterId: reporter.id,
        targetType: dto.targetType,
        targetId: dto.targetId,
        reportedUserId: item.authorId,
        reason: dto.reason,
        note: dto.note || null,
      });
      return { insertedId: (result.identifiers[0] as { id: string }).id };
    } catch (e) {
      throw isUniqueViolation(e)
        ? new ConflictException(errorBody(409, coded('report.alreadyReported')))
        : e;
    }
  }

  /** A page of the queue, each report with its item as it reads now and the accounts named. */
  async list(query: ReportQueryDto): Promise<Page<ReportDto>> {
    const status = query.status ?? 'open';
    const { skip, take } = skipTake(query);
    const { rows, total } = await readPage<ReportRow>(this.db, {
      table: 'reports',
      columns: REPORT_COLUMNS,
      where: [status === 'open' ? `t."resolution" IS NULL` : `t."resolution" IS NOT NULL`],
      params: [],
      orderBy: ORDER[status],
      skip,
      take,
    });
    const [accounts, items] = await Promise.all([this.accounts(rows), this.items(rows)]);
    return {
      total,
      items: rows.map((row) => ({
        _id: row.id,
        targetType: row.targetType,
        targetId: row.targetId,
        item: toItem(items.get(row.targetType)?.get(row.targetId)),
        reason: row.reason,
        note: row.note,
        reporter: toAccount(accounts.get(row.reporterId ?? '')),
        reportedUser: toAccount(accounts.get(row.reportedUserId ?? '')),
        openReports: row.openReports,
        resolution: row.resolution,
        resolvedAt: row.resolvedAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  }

  /**
   * Resolves the report and every other open report of its item in one transaction: removes
   * the item or suspends its author as asked, writes the audit entry and tells each reporter.
   */
  resolve(id: string, resolution: ReportResolution, admin: User): Promise<UpdateResult> {
    return this.db.transaction(async (tx) => {
      const report = await tx.findOne(Report, { where: { id } });
      if (!report) {
        throw new NotFoundException(errorBody(404, coded('notFound.report')));
      }
      const open = await lockOpenReports(tx, report.targetType, report.targetId);
      if (!open.some((r) => r.id === id)) {
        throw new ConflictException(errorBody(409, coded('report.alreadyResolved')));
      }
      if (resolution === 'content-removed') {
        await REPORT_TARGETS[report.targetType].remove(tx, report.targetId);
      }
      if (resolution === 'account-suspended') {
        if (!report.reportedUserId) {
          throw new ConflictException(errorBody(409, coded('report.noAuthor')));
        }
        await this.roles.setSuspended(report.reportedUserId, true, admin.id, tx);
      }
      await tx.update(
        Report,
        { id: In(open.map((r) => r.id)) },
        { resolution, resolvedById: admin.id, resolvedAt: () => 'now()' },
      );
      await audit(tx, AUDIT_ACTIONS[resolution], admin.id, report.reportedUserId);
      const reporters = new Set(open.flatMap((r) => (r.reporterId ? [r.reporterId] : [])));
      for (const reporterId of reporters) {
        await notifyReporter(this.notifications, tx, reporterId, resolution);
      }
      return { modifiedCount: open.length };
    });
  }

  private async accounts(rows: ReportRow[]): Promise<Map<string, User>> {
    const ids = [
      ...new Set(rows.flatMap((r) => [r.reporterId, r.reportedUserId]).filter((x) => x !== null)),
    ];
    const users = ids.length
      ? await this.db.getRepository(User).find({
          where: { id: In(ids) },
          select: { id: true, name: true, email: true },
        })
      : [];
    return new Map(users.map((u) => [u.id, u]));
  }

  /** The reported items of the page, one query per kind present. */
  private async items(
    rows: ReportRow[],
  ): Promise<Map<ReportTargetType, Map<string, ReportedItem>>> {
    const byType = new Map<ReportTargetType, string[]>();
    for (const row of rows) {
      byType.set(row.targetType, [...(byType.get(row.targetType) ?? []), row.targetId]);
    }
    const found = await Promise.all(
      [...byType].map(
        async ([type, ids]) => [type, await findReportedItems(this.db.manager, type, ids)] as const,
      ),
    );
    return new Map(found);
  }
}

/** The item's open reports, locked in one statement (in id order, so resolvers never deadlock). */
async function lockOpenReports(
  tx: EntityManager,
  targetType: ReportTargetType,
  targetId: string,
): Promise<Array<Pick<Report, 'id' | 'reporterId'>>> {
  return (await tx.query(
    `SELECT id, "reporterId" FROM "reports"
     WHERE "targetType" = $1 AND "targetId" = $2 AND "resolution" IS NULL
     ORDER BY id FOR UPDATE`,
    [targetType, targetId],
  )) as Array<Pick<Report, 'id' | 'reporterId'>>;
}
