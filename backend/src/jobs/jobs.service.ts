import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type CodedMessage, coded, LIVE_APPLICATION_STATUSES, LIMITS } from '@tutorhub/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { audit } from '../admin/audit-log.service';
import type {
  InsertResultDto as InsertResult,
  UpdateResultDto as UpdateResult,
} from '../common/api-docs';
import { refuseContactDetailsWithStored } from '../common/contact-rule';
import { errorBody } from '../common/errors';
import {
  containsPattern,
  type Page,
  type PageQueryDto,
  readPage,
  skipTake,
} from '../common/pagination';
import { SiteClockService } from '../common/site-time';
import {
  type CachedResponse,
  cacheKey,
  ResponseCache,
  toCachedResponse,
} from '../database/response-cache';
import { NotificationsService } from '../notifications/notifications.service';
import { isAdmin, type User } from '../users/user.entity';
import type { AdminJobQueryDto, ReviewJobDto } from './dto/admin-job.dto';
import type { CreateJobDto } from './dto/create-job.dto';
import type { EditJobDto } from './dto/edit-job.dto';
import type { AdminJobDto, OwnJobDto } from './dto/job.dto';
import type { JobQueryDto } from './dto/job-query.dto';
import { Job } from './job.entity';
import { JobApplication } from './job-application.entity';
import { moveNotice, reviewNotice } from './job-notices';
import {
  adminJobColumns,
  type AdminJobRow,
  type JobRow,
  ownJobColumns,
  type OwnJobRow,
  publicJobColumns,
  toAdminJobDto,
  toJobDto,
  toOwnJobDto,
} from './job-rows';
import { hasStatusSql, isOpenSql, openUntil, statusAt } from './job-status';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the public answers of jobs are read from: a write to either changes them. */
const BOARD_TABLES = ['jobs', 'job_applications'] as const;

/** A job as the cache keeps it: the row (null: no such job) and the public answer while open. */
interface JobRead {
  row: (OwnJobRow & { ownerId: string }) | null;
  answer?: CachedResponse;
}

/** One job for a viewer: the owner's and admins' view, or the public answer and whose job it is. */
export type OneJob = { dto: OwnJobDto } | { answer: CachedResponse; ownerId: string };

export const jobNotFound = () => new NotFoundException(errorBody(404, coded('notFound.job')));
const conflict = (message: CodedMessage) => new ConflictException(errorBody(409, message));
const badField = (field: string, message: CodedMessage) =>
  new BadRequestException(errorBody(400, message, { [field]: message }));

/** The day `days` after `day` (both YYYY-MM-DD). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** What the rules across fields read. */
type JobTerms = Pick<Job, 'startDate' | 'salaryMin' | 'salaryMax'>;

/** The job row locked for the rest of the transaction, or null. */
export function lockJob(manager: EntityManager, id: string, mode: 'update' | 'share' = 'update') {
  return manager.findOne(Job, {
    where: { id },
    lock: { mode: mode === 'update' ? 'pessimistic_write' : 'pessimistic_read' },
  });
}

/**
 * Closes the job's applications still in the running (the job was filled or closed), except
 * `keep`, and tells each tutor.
 */
export async function closeLiveApplications(
  manager: EntityManager,
  notifications: NotificationsService,
  job: Job,
  keep: string | null = null,
): Promise<void> {
  const rows = (await manager.query(
    `UPDATE job_applications SET status = 'closed', "updatedAt" = now()
     WHERE "jobId" = $1 AND status = ANY($2) AND ($3::uuid IS NULL OR id <> $3)
     RETURNING id, "tutorId", "expectedSalary", "trialAt"`,
    [job.id, LIVE_APPLICATION_STATUSES, keep],
  )) as [Array<Pick<JobApplication, 'id' | 'tutorId' | 'expectedSalary' | 'trialAt'>>, number];
  for (const application of rows[0]) {
    await notifications.notify(
      manager,
      moveNotice(job, application, 'closed', { owner: null, tutor: null }),
    );
  }
}

/** Posting, reading, editing and reviewing tuition jobs. */
@Injectable()
export class JobsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly notifications: NotificationsService,
    private readonly clock: SiteClockService,
    private readonly cache: ResponseCache,
  ) {}

  /** A student's new job, waiting for an admin; at most 5 waiting or open per account. */
  async create(owner: User, dto: CreateJobDto): Promise<InsertResult> {
    if (owner.kind !== 'student') {
      throw new ForbiddenException(errorBody(403, coded('job.studentsOnly')));
    }
    this.checkTerms(dto);
    return this.db.transaction(async (manager) => {
      // One owner's posts are counted one at a time, so two at once cannot both pass the limit.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('jobs:' || $1))`, [owner.id]);
      const [{ live }] = (await manager.query(
        `SELECT count(*)::int AS live FROM jobs t
         WHERE t."ownerId" = $1 AND (t.status = 'pending' OR (${isOpenSql(2)}))`,
        [owner.id, this.clock.now()],
      )) as [{ live: number }];
      if (live >= LIMITS.openJobsPerAccount) {
        throw conflict(coded('job.tooManyLive'));
      }
      const { identifiers } = await manager.insert(Job, {
        ...dto,
        details: dto.details || null,
        ownerId: owner.id,
        status: 'pending',
      });
      return { insertedId: (identifiers[0] as { id: string }).id };
    });
  }

  /**
   * The board: open jobs, newest approved first. Every caller gets the same page, kept in the
   * answer cache until a write to jobs or applications (the counts) or until the first of the
   * matching jobs expires, whichever comes first. `beforeSearchRead` runs first when a text
   * search (`location`) is not answered from memory, so new searches are counted like the tutor
   * list's.
   */
  async list(query: JobQueryDto, beforeSearchRead: () => Promise<void>): Promise<CachedResponse> {
    const key = cacheKey('getJobs', {
      ...query,
      page: query.page ?? 1,
      limit: query.limit ?? LIMITS.jobPageSizeMax,
    });
    if (query.location && !this.cache.peek(key)) {
      await beforeSearchRead();
    }
    return this.cache.get(
      key,
      BOARD_TABLES,
      () => this.readBoard(query),
      (board) => board.expiresAt,
    );
  }

  private async readBoard(query: JobQueryDto): Promise<CachedResponse & { expiresAt?: number }> {
    const params: unknown[] = [this.clock.now()];
    const where = [isOpenSql(1)];
    const add = (condition: (n: number) => string, value: unknown) => {
      params.push(value);
      where.push(condition(params.length));
    };
    if (query.subject) {
      add((n) => `t.subject = $${n}`, query.subject);
    }
    if (query.location) {
      add((n) => `t.location ILIKE $${n}`, containsPattern(query.location));
    }
    if (query.mode) {
      add((n) => `t.mode = ANY($${n})`, query.mode === 'both' ? ['both'] : [query.mode, 'both']);
    }
    if (query.curriculum) {
      add((n) => `t.curriculum = $${n}`, query.curriculum);
    }
    if (query.minSalary !== undefined) {
      add((n) => `t."salaryMax" >= $${n}`, query.minSalary);
    }
    const [{ rows, total }, [{ oldest }]] = await Promise.all([
      readPage<JobRow>(this.db, {
        table: 'jobs',
        columns: publicJobColumns(1),
        where,
        params,
        orderBy: 't."approvedAt" DESC, t.id DESC',
        ...skipTake({ page: query.page, limit: query.limit ?? LIMITS.jobPageSizeMax }),
      }),
      // The first matching job to expire changes the total (and maybe the page) without a write.
      this.db.query(
        `SELECT min(t."approvedAt") AS oldest FROM jobs t WHERE ${where.join(' AND ')}`,
        params,
      ) as Promise<[{ oldest: Date | null }]>,
    ]);
    return {
      ...toCachedResponse(rows.map(toJobDto), total),
      expiresAt: oldest ? openUntil(oldest).getTime() : undefined,
    };
  }

  /**
   * An open job to anyone; any status to its owner and admins; otherwise 404. The job is kept in
   * the answer cache like the board (until a write or its expiry), with the answer everyone but
   * its owner and admins gets while it is open.
   */
  async findOne(viewer: User | null, id: string): Promise<OneJob> {
    const job = await this.cache.get(
      cacheKey('getJob', { id }),
      BOARD_TABLES,
      () => this.readJob(id),
      (read) => (read.row?.postedAt ? openUntil(read.row.postedAt).getTime() : undefined),
    );
    if (!job.row) {
      throw jobNotFound();
    }
    if (viewer && (job.row.ownerId === viewer.id || isAdmin(viewer))) {
      return { dto: toOwnJobDto(job.row) };
    }
    if (!job.answer) {
      throw jobNotFound();
    }
    return { answer: job.answer, ownerId: job.row.ownerId };
  }

  private async readJob(id: string): Promise<JobRead> {
    const [row] = (await this.db.query(
      `SELECT t."ownerId" AS "ownerId", ${ownJobColumns(1)} FROM jobs t WHERE t.id = $2`,
      [this.clock.now(), id],
    )) as Array<OwnJobRow & { ownerId: string }>;
    return {
      row: row ?? null,
      answer: row?.status === 'open' ? toCachedResponse(toJobDto(row)) : undefined,
    };
  }

  /** The caller's jobs, every status, newest first, with their applications by status. */
  async mine(owner: User, query: PageQueryDto): Promise<Page<OwnJobDto>> {
    const { rows, total } = await readPage<OwnJobRow>(this.db, {
      table: 'jobs',
      columns: ownJobColumns(1),
      where: [`t."ownerId" = $2`],
      params: [this.clock.now(), owner.id],
      orderBy: 't."createdAt" DESC, t.id DESC',
      ...skipTake(query),
    });
    return { items: rows.map(toOwnJobDto), total };
  }

  /** The admins' list: by status, or all with those waiting first; newest first. */
  async adminList(query: AdminJobQueryDto): Promise<Page<AdminJobDto>> {
    const params: unknown[] = [this.clock.now()];
    const where: string[] = [];
    if (query.status) {
      where.push(
        hasStatusSql(query.status, 1, (value) => {
          params.push(value);
          return `$${params.length}`;
        }),
      );
    }
    const { rows, total } = await readPage<AdminJobRow>(this.db, {
      table: 'jobs',
      columns: adminJobColumns(1),
      where,
      params,
      orderBy: `(t.status = 'pending') DESC, t."createdAt" DESC, t.id DESC`,
      ...skipTake(query),
    });
    return { items: rows.map(toAdminJobDto), total };
  }

  /**
   * The owner's PATCH: new terms while the job waits for an admin, or `{status: "closed"}`
   * while it waits or is open (its applications in the running are closed).
   */
  async edit(viewer: User, id: string, dto: EditJobDto): Promise<UpdateResult> {
    const sent = Object.entries(dto).filter(([, value]) => value !== undefined);
    if (sent.length === 0 || (dto.status && sent.length > 1)) {
      throw new BadRequestException(errorBody(400, coded('job.editBody')));
    }
    const { status, ...edits } = dto;
    return this.db.transaction(async (manager) => {
      const job = await lockJob(manager, id);
      if (!job || job.ownerId !== viewer.id) {
        throw this.notOwner(job, viewer);
      }
      const now = this.clock.now();
      const current = statusAt(job, now);
      if (status) {
        if (current !== 'pending' && current !== 'open') {
          throw conflict(coded('job.onlyLiveClose'));
        }
        await manager.update(Job, { id }, { status: 'closed' });
        await closeLiveApplications(manager, this.notifications, job);
        return { modifiedCount: 1 };
      }
      if (current !== 'pending') {
        throw conflict(coded('job.onlyPendingEdit'));
      }
      this.checkTerms({ ...job, ...edits }, edits.startDate !== undefined);
      refuseContactDetailsWithStored(dto, job);
      await manager.update(
        Job,
        { id },
        { ...edits, ...(edits.details !== undefined ? { details: edits.details || null } : {}) },
      );
      return { modifiedCount: 1 };
    });
  }

  /**
   * An admin opens a waiting job or rejects it with a reason, as it was at the version they were
   * shown (409 `job.changedSinceRead` once it changed); audited, the owner told.
   */
  async review(admin: User, id: string, dto: ReviewJobDto): Promise<UpdateResult> {
    return this.db.transaction(async (manager) => {
      const job = await lockJob(manager, id);
      if (!job) {
        throw jobNotFound();
      }
      if (job.status !== 'pending') {
        throw conflict(coded('job.onlyPendingReview'));
      }
      if (job.version !== dto.version) {
        throw conflict(coded('job.changedSinceRead'));
      }
      const reason = dto.status === 'rejected' ? (dto.reason ?? 'other') : null;
      await manager.update(
        Job,
        { id },
        reason
          ? { status: 'rejected', rejectReason: reason }
          : { status: 'open', approvedAt: this.clock.now() },
      );
      await audit(manager, reason ? 'job-reject' : 'job-approve', admin.id, job.ownerId);
      await this.notifications.notify(manager, reviewNotice(job, reason));
      return { modifiedCount: 1 };
    });
  }

  /**
   * The rules that need the clock or two fields: the start date from today to 90 days ahead
   * (checked only when it is being set), the lowest salary at most the highest.
   */
  private checkTerms(terms: JobTerms, startDateSet = true): void {
    const today = this.clock.day();
    if (
      startDateSet &&
      (terms.startDate < today || terms.startDate > addDays(today, LIMITS.jobStartDaysAhead))
    ) {
      throw badField('startDate', coded('job.startDateRange'));
    }
    if (terms.salaryMin > terms.salaryMax) {
      throw badField('salaryMax', coded('job.salaryRange'));
    }
  }

  /** 403 for a caller who may read the job but not change it; 404 for anyone else. */
  private notOwner(job: Job | null, viewer: User): Error {
    const readable = job && (isAdmin(viewer) || statusAt(job, this.clock.now()) === 'open');
    return readable
      ? new ForbiddenException(errorBody(403, coded('job.ownerMoves')))
      : jobNotFound();
  }
}
