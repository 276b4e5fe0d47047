import { APPLICATION_STATUSES, type ApplicationStatus } from '@tutorhub/contracts';
import type {
  AdminJobDto,
  ApplicationCountsDto,
  JobDto,
  JobOwnerDto,
  OwnJobDto,
} from './dto/job.dto';
import { statusSql } from './job-status';

/**
 * The select lists of job answers over the jobs alias `t`, and their rows as answers. `now` is
 * the parameter number of the site clock's instant, which decides `expired`.
 */
export function publicJobColumns(now: number): string {
  return [
    't.id AS "_id"',
    't.subject AS subject',
    't."classLevel" AS "classLevel"',
    't.curriculum AS curriculum',
    't.location AS location',
    't.mode AS mode',
    't."daysPerWeek" AS "daysPerWeek"',
    't."salaryMin" AS "salaryMin"',
    't."salaryMax" AS "salaryMax"',
    't."tutorGender" AS "tutorGender"',
    't.students AS students',
    `to_char(t."startDate", 'YYYY-MM-DD') AS "startDate"`,
    't.details AS details',
    `${statusSql(now)} AS status`,
    't."approvedAt" AS "postedAt"',
    '(SELECT count(*)::int FROM job_applications a WHERE a."jobId" = t.id) AS applications',
  ].join(', ');
}

/** Adds what the owner and admins read: the reason of a rejection, when, the counts. */
export function ownJobColumns(now: number): string {
  return [
    publicJobColumns(now),
    't."rejectReason" AS "rejectReason"',
    't."createdAt" AS "createdAt"',
    't.version AS version',
    `(SELECT json_object_agg(c.status, c.n) FROM (SELECT a.status, count(*)::int AS n ` +
      `FROM job_applications a WHERE a."jobId" = t.id GROUP BY a.status) c) AS counts`,
  ].join(', ');
}

/** Adds the owner, for admins. */
export function adminJobColumns(now: number): string {
  return (
    `${ownJobColumns(now)}, (SELECT json_build_object('_id', u.id, 'name', u.name, ` +
    `'email', u.email) FROM users u WHERE u.id = t."ownerId") AS owner`
  );
}

export type JobRow = Omit<JobDto, 'postedAt'> & { postedAt: Date | null };
export type OwnJobRow = Omit<OwnJobDto, 'postedAt' | 'createdAt' | 'counts'> & {
  postedAt: Date | null;
  createdAt: Date;
  counts: Partial<Record<ApplicationStatus, number>> | null;
};
export type AdminJobRow = OwnJobRow & { owner: JobOwnerDto | null };

export function toJobDto(row: JobRow): JobDto {
  return {
    _id: row._id,
    subject: row.subject,
    classLevel: row.classLevel,
    curriculum: row.curriculum,
    location: row.location,
    mode: row.mode,
    daysPerWeek: row.daysPerWeek,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    tutorGender: row.tutorGender,
    students: row.students,
    startDate: row.startDate,
    details: row.details,
    status: row.status,
    postedAt: row.postedAt?.toISOString() ?? null,
    applications: row.applications,
  };
}

function toCounts(counts: OwnJobRow['counts']): ApplicationCountsDto {
  return Object.fromEntries(
    APPLICATION_STATUSES.map((status) => [status, counts?.[status] ?? 0]),
  ) as Record<ApplicationStatus, number>;
}

export function toOwnJobDto(row: OwnJobRow): OwnJobDto {
  return {
    ...toJobDto(row),
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    counts: toCounts(row.counts),
  };
}

export function toAdminJobDto(row: AdminJobRow): AdminJobDto {
  return {
    ...toOwnJobDto(row),
    owner: row.owner ?? { _id: null, name: null, email: null },
  };
}
