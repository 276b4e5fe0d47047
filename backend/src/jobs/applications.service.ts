import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type ApplicationStatus,
  type CodedMessage,
  coded,
  type HireMode,
  LIMITS,
} from '@tutorhub/contracts';
import type { FastifyReply } from 'fastify';
import type { DataSource, EntityManager } from 'typeorm';
import type {
  InsertResultDto as InsertResult,
  UpdateResultDto as UpdateResult,
} from '../common/api-docs';
import { BlocksService } from '../blocks/blocks.service';
import { ChargesService } from '../charges/charges.service';
import { errorBody } from '../common/errors';
import { type Page, type PageQueryDto, readPage, skipTake } from '../common/pagination';
import { isUniqueViolation } from '../common/pg-errors';
import { SiteClockService } from '../common/site-time';
import { tooManyRequests } from '../common/too-many-requests';
import { Hire } from '../hires/hire.entity';
import { NotificationsService } from '../notifications/notifications.service';
import { toRating } from '../tutors/dto/tutor-list.dto';
import { isAdmin, User } from '../users/user.entity';
import type { ApplicantDto, ApplicationDto, MyApplicationDto } from './dto/application.dto';
import type { CreateApplicationDto } from './dto/create-application.dto';
import type { MoveApplicationDto } from './dto/move-application.dto';
import { type ApplicationRoles, refusedApplicationMove } from './application-moves';
import { Job } from './job.entity';
import { JobApplication } from './job-application.entity';
import { moveNotice, receivedNotice } from './job-notices';
import { type JobRow, publicJobColumns, toJobDto } from './job-rows';
import { statusAt } from './job-status';
import { closeLiveApplications, jobNotFound, lockJob } from './jobs.service';

const DAY_MS = 24 * 60 * 60 * 1000;

const applicationNotFound = () =>
  new NotFoundException(errorBody(404, coded('notFound.application')));
const conflict = (message: CodedMessage) => new ConflictException(errorBody(409, message));

/** The moves that take an application further, which a block or a suspension stops. */
const ADVANCING_MOVES: ReadonlySet<ApplicationStatus> = new Set(['shortlisted', 'trial', 'hired']);

/** The columns of an application over the alias `t`, with the hire it made. */
const APPLICATION_COLUMNS = [
  't.id AS "_id"',
  't.status AS status',
  't.note AS note',
  't."expectedSalary" AS "expectedSalary"',
  't."createdAt" AS "createdAt"',
  't."trialAt" AS "trialAt"',
  '(SELECT h.id FROM hires h WHERE h."applicationId" = t.id) AS "hireId"',
];

/** The applicant as the owner sees them: the public parts of the tutor profile. */
const APPLICANT_COLUMN =
  `(SELECT json_build_object('_id', u.id, 'name', u.name, 'image', u.image, ` +
  `'subject', u.subject, 'teachingSubject', u."teachingSubject", 'location', u.location, ` +
  `'verified', u.verified, 'ratingCount', u."ratingCount", 'ratingAverage', u."ratingAverage") ` +
  `FROM users u WHERE u.id = t."tutorId") AS tutor`;

type ApplicationRow = Omit<ApplicationDto, 'createdAt' | 'trialAt' | 'tutor'> & {
  createdAt: Date;
  trialAt: Date | null;
};
type ApplicantRow = Pick<
  User,
  'name' | 'image' | 'subject' | 'teachingSubject' | 'location' | 'verified' | 'ratingCount'
> & { _id: string; ratingAverage: number | null };

function toFields(row: ApplicationRow) {
  return {
    _id: row._id,
    status: row.status,
    note: row.note,
    expectedSalary: row.expectedSalary,
    createdAt: row.createdAt.toISOString(),
    trialAt: row.trialAt?.toISOString() ?? null,
    hireId: row.hireId,
  };
}

function toApplicant(tutor: ApplicantRow): ApplicantDto {
  return {
    _id: tutor._id,
    name: tutor.name ?? '',
    image: tutor.image ?? '',
    subject: tutor.subject ?? '',
    teachingSubject: tutor.teachingSubject ?? '',
    location: tutor.location ?? '',
    verified: tutor.verified,
    rating: toRating(tutor),
  };
}

/** A hired tuition's place: a job open to both takes place where the family lives. */
const hireMode = (job: Pick<Job, 'mode'>): HireMode =>
  job.mode === 'online' ? 'online' : 'offline';

/** Tutors' applications to jobs and the moves the owner and the tutor make on them. */
@Injectable()
export class ApplicationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly notifications: NotificationsService,
    private readonly clock: SiteClockService,
    private readonly blocks: BlocksService,
    private readonly charges: ChargesService,
  ) {}

  /**
   * A tutor applies to an open job: one application per job, 20 a day, only to jobs whose
   * asked gender their profile states. The owner is told in the same transaction.
   */
  async apply(
    tutor: User,
    jobId: string,
    dto: CreateApplicationDto,
    reply: FastifyReply,
  ): Promise<InsertResult> {
    if (tutor.kind !== 'tutor') {
      throw new ForbiddenException(errorBody(403, coded('job.tutorsOnly')));
    }
    // A tutor with an overdue service charge takes no new tuition until it is settled.
    await this.charges.refuseOverdue(this.db.manager, tutor.id);
    try {
      return await this.db.transaction(async (manager) => {
        // The job cannot be closed or filled until this commits; others may apply meanwhile.
        const job = await lockJob(manager, jobId, 'share');
        if (!job) {
          throw jobNotFound();
        }
        const now = this.clock.now();
        const status = statusAt(job, now);
        if (status !== 'open') {
          throw conflict(coded('job.notOpen', { status }));
        }
        if (job.tutorGender !== 'any' && tutor.gender !== job.tutorGender) {
          throw new ForbiddenException(
            errorBody(403, coded(job.tutorGender === 'female' ? 'job.femaleOnly' : 'job.maleOnly')),
          );
        }
        await this.blocks.assertMayDeal(tutor.id, job.ownerId, jobNotFound, manager);
        await this.takeDailySlot(manager, tutor, now, reply);
        const { identifiers } = await manager.insert(JobApplication, {
          jobId,
          tutorId: tutor.id,
          status: 'applied',
          note: dto.note || null,
          expectedSalary: dto.expectedSalary,
          createdAt: now,
        });
        const id = (identifiers[0] as { id: string }).id;
        await this.notifications.notify(
          manager,
          receivedNotice(job, { id, tutorId: tutor.id, ...dto, trialAt: null }, tutor.name),
        );
        return { insertedId: id };
      });
    } catch (e) {
      // UQ_job_applications_job_tutor: one application per tutor and job, even under a race.
      throw isUniqueViolation(e) ? conflict(coded('job.alreadyApplied')) : e;
    }
  }

  /**
   * 429 once the tutor has sent 20 applications in the last 24 hours, with the wait until the
   * oldest of them is a day old. One tutor's applications are counted one at a time.
   */
  private async takeDailySlot(
    manager: EntityManager,
    tutor: User,
    now: Date,
    reply: FastifyReply,
  ): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('applications:' || $1))`, [
      tutor.id,
    ]);
    const recent = (await manager.query(
      `SELECT "createdAt" FROM job_applications WHERE "tutorId" = $1 AND "createdAt" > $2
       ORDER BY "createdAt" DESC LIMIT $3`,
      [tutor.id, new Date(now.getTime() - DAY_MS), LIMITS.applicationsPerDay],
    )) as Array<{ createdAt: Date }>;
    if (recent.length >= LIMITS.applicationsPerDay) {
      const oldest = recent[recent.length - 1].createdAt;
      throw tooManyRequests(
        reply,
        (oldest.getTime() + DAY_MS - now.getTime()) / 1000,
        coded('job.dailyApplications'),
      );
    }
  }

  /** A job's applications, newest first, for its owner and admins; anyone else 404. */
  async listForJob(
    viewer: User,
    jobId: string,
    query: PageQueryDto,
  ): Promise<Page<ApplicationDto>> {
    const job = await this.db.getRepository(Job).findOne({
      where: { id: jobId },
      select: { id: true, ownerId: true },
    });
    if (!job || (job.ownerId !== viewer.id && !isAdmin(viewer))) {
      throw jobNotFound();
    }
    const { rows, total } = await readPage<ApplicationRow & { tutor: ApplicantRow }>(this.db, {
      table: 'job_applications',
      columns: [...APPLICATION_COLUMNS, APPLICANT_COLUMN].join(', '),
      where: ['t."jobId" = $1'],
      params: [jobId],
      orderBy: 't."createdAt" DESC, t.id DESC',
      ...skipTake(query),
    });
    return {
      items: rows.map((row) => ({ ...toFields(row), tutor: toApplicant(row.tutor) })),
      total,
    };
  }

  /** The caller's applications, newest first, each with its job's public fields. */
  async mine(tutor: User, query: PageQueryDto): Promise<Page<MyApplicationDto>> {
    const { rows, total } = await readPage<ApplicationRow & { jobId: string }>(this.db, {
      table: 'job_applications',
      columns: [...APPLICATION_COLUMNS, 't."jobId" AS "jobId"'].join(', '),
      where: ['t."tutorId" = $1'],
      params: [tutor.id],
      orderBy: 't."createdAt" DESC, t.id DESC',
      ...skipTake(query),
    });
    const jobs = (await this.db.query(
      `SELECT ${publicJobColumns(1)} FROM jobs t WHERE t.id = ANY($2)`,
      [this.clock.now(), rows.map((row) => row.jobId)],
    )) as JobRow[];
    const byId = new Map(jobs.map((job) => [job._id, toJobDto(job)]));
    return {
      items: rows.map((row) => ({ ...toFields(row), job: byId.get(row.jobId)! })),
      total,
    };
  }

  /**
   * One move of the application state machine. The job row is locked first, so moves on one
   * job (and on one application) run one after the other: of two at once, the second sees the
   * first's result and answers 409. Hiring makes the accepted hire, fills the job and closes
   * the other applications, in the same transaction.
   */
  async move(viewer: User, id: string, dto: MoveApplicationDto): Promise<UpdateResult> {
    try {
      return await this.db.transaction(async (manager) => {
        const found = await manager.findOne(JobApplication, {
          where: { id },
          select: { id: true, jobId: true },
        });
        const job = found && (await lockJob(manager, found.jobId));
        const application =
          job &&
          (await manager.findOne(JobApplication, {
            where: { id },
            lock: { mode: 'pessimistic_write' },
          }));
        const roles: ApplicationRoles | null = application && {
          owner: job.ownerId === viewer.id,
          tutor: application.tutorId === viewer.id,
        };
        if (!job || !application || !roles || !(roles.owner || roles.tutor)) {
          throw applicationNotFound();
        }
        const refusal = refusedApplicationMove(application.status, dto.status, roles);
        if (refusal) {
          throw conflict(refusal);
        }
        // Rejecting and withdrawing stay open to either side: they end the dealing.
        if (ADVANCING_MOVES.has(dto.status)) {
          await this.blocks.assertMayDeal(
            job.ownerId,
            application.tutorId,
            applicationNotFound,
            manager,
          );
        }
        const now = this.clock.now();
        const jobStatus = statusAt(job, now);
        if (roles.owner && jobStatus !== 'open') {
          throw conflict(coded('job.jobIs', { status: jobStatus }));
        }
        const trialAt =
          dto.status === 'trial' ? this.trialTime(dto.trialAt!, now) : application.trialAt;
        await manager.update(JobApplication, { id }, { status: dto.status, trialAt });
        const names = await this.names(manager, job, application);
        let hireId: string | null = null;
        if (dto.status === 'hired') {
          hireId = await this.hire(manager, job, application, now);
          await manager.update(Job, { id: job.id }, { status: 'filled' });
          await closeLiveApplications(manager, this.notifications, job, id);
        }
        await this.notifications.notify(
          manager,
          moveNotice(job, { ...application, trialAt }, dto.status, names, hireId),
        );
        return { modifiedCount: 1 };
      });
    } catch (e) {
      // UQ_hires_open_pair: the two already have a request or tuition running.
      throw isUniqueViolation(e) ? conflict(coded('hire.openHireExists')) : e;
    }
  }

  /** A trial time in the future and within 30 days, or 400. */
  private trialTime(iso: string, now: Date): Date {
    const at = new Date(iso);
    if (!(at > now) || at.getTime() > now.getTime() + LIMITS.trialDaysAhead * DAY_MS) {
      const message = coded('job.trialAt');
      throw new BadRequestException(errorBody(400, message, { trialAt: message }));
    }
    return at;
  }

  /**
   * The hire the two make: already accepted, on the job's terms and the tutor's salary, with the
   * tutor's service charge on it.
   */
  private async hire(
    manager: EntityManager,
    job: Job,
    application: JobApplication,
    now: Date,
  ): Promise<string> {
    const today = this.clock.day(now);
    const { identifiers } = await manager.insert(Hire, {
      tutorId: application.tutorId,
      studentId: job.ownerId,
      status: 'accepted',
      subject: job.subject,
      classLevel: job.classLevel,
      daysPerWeek: job.daysPerWeek,
      salary: application.expectedSalary,
      startDate: job.startDate < today ? today : job.startDate,
      mode: hireMode(job),
      area: job.location,
      message: null,
      acceptedAt: now,
      applicationId: application.id,
    });
    const hireId = (identifiers[0] as { id: string }).id;
    await this.charges.chargeAcceptedHire(
      manager,
      { id: hireId, salary: application.expectedSalary },
      now,
    );
    return hireId;
  }

  /** The two parties' names as notices show them. */
  private async names(
    manager: EntityManager,
    job: Job,
    application: JobApplication,
  ): Promise<{ owner: string | null; tutor: string | null }> {
    const users = await manager.find(User, {
      where: [{ id: job.ownerId }, { id: application.tutorId }],
      select: { id: true, name: true },
    });
    const nameOf = (userId: string) => users.find((u) => u.id === userId)?.name ?? null;
    return { owner: nameOf(job.ownerId), tutor: nameOf(application.tutorId) };
  }
}
