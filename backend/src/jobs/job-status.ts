import { type JobStatus, LIMITS } from '@tutorhub/contracts';
import type { Job } from './job.entity';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An open job expires `LIMITS.jobOpenDays` after its approval. Nothing writes the change: every
 * read and rule computes it from the site clock, so the board, the owner's list and the limits
 * agree at every instant (and tests move the clock, not the data).
 */
export function openUntil(approvedAt: Date): Date {
  return new Date(approvedAt.getTime() + LIMITS.jobOpenDays * DAY_MS);
}

/** The job's status at `now`: `expired` once an open job's time is up. */
export function statusAt(job: Pick<Job, 'status' | 'approvedAt'>, now: Date): JobStatus {
  return job.status === 'open' && job.approvedAt && openUntil(job.approvedAt) <= now
    ? 'expired'
    : job.status;
}

/** SQL over the jobs alias `t`: the status at the instant in parameter `$<now>`. */
export function statusSql(now: number): string {
  return (
    `(CASE WHEN t.status = 'open' AND t."approvedAt" <= $${now}::timestamptz - ` +
    `interval '${LIMITS.jobOpenDays} days' THEN 'expired' ELSE t.status END)`
  );
}

/** SQL over `t`: the job is open at `$<now>` (the board's condition, on its index). */
export function isOpenSql(now: number): string {
  return (
    `t.status = 'open' AND t."approvedAt" > $${now}::timestamptz - ` +
    `interval '${LIMITS.jobOpenDays} days'`
  );
}

/** SQL over `t`: the job has `status` at `$<now>`; `bind` adds a parameter, answering its `$n`. */
export function hasStatusSql(
  status: JobStatus,
  now: number,
  bind: (value: unknown) => string,
): string {
  if (status === 'open') {
    return isOpenSql(now);
  }
  if (status === 'expired') {
    return `(t.status = 'expired' OR (t.status = 'open' AND NOT (${isOpenSql(now)})))`;
  }
  return `t.status = ${bind(status)}`;
}
