import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { HIRE_REASONS, HIRE_STATUSES, JOB_STATUSES } from '@tutorhub/contracts';
import type { DataSource } from 'typeorm';
import { SiteClockService } from '../common/site-time';
import { statusSql } from '../jobs/job-status';
import type { StatsDto } from './stats.dto';

/** Every key of `keys` with its count in `counts` (0 when absent). */
function countsOf<K extends string>(
  keys: readonly K[],
  counts: Record<string, number> | null,
): Record<K, number> {
  return Object.fromEntries(keys.map((k) => [k, counts?.[k] ?? 0])) as Record<K, number>;
}

@Injectable()
export class StatsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: SiteClockService,
  ) {}

  /**
   * The counts in one round trip; the kind counts use the users(kind, …) indexes, hires by
   * status the hires(status, createdAt) index. Jobs count by their status at the site clock;
   * the days to hire run from a job's approval to the acceptance of the hire made from it.
   */
  async counts(): Promise<StatsDto> {
    const [row] = (await this.db.query(
      `SELECT (SELECT count(*) FROM users WHERE kind = 'tutor')::int AS tutors,
              (SELECT count(*) FROM users WHERE kind = 'student')::int AS students,
              (SELECT count(*) FROM courses)::int AS courses,
              (SELECT count(*) FROM blogs)::int AS blogs,
              (SELECT json_object_agg(status, n) FROM
                 (SELECT status, count(*)::int AS n FROM hires GROUP BY status) s) AS hires,
              (SELECT json_object_agg(reason, n) FROM
                 (SELECT reason, count(*)::int AS n FROM hires WHERE reason IS NOT NULL
                  GROUP BY reason) r) AS "hireReasons",
              (SELECT json_object_agg(status, n) FROM
                 (SELECT ${statusSql(1)} AS status, count(*)::int AS n FROM jobs t
                  GROUP BY 1) j) AS jobs,
              (SELECT round(count(*) FILTER (WHERE status = 'filled')::numeric /
                 NULLIF(count(*), 0), 3)::float FROM jobs WHERE "approvedAt" IS NOT NULL)
                AS "jobFillRate",
              (SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY
                 extract(epoch FROM h."acceptedAt" - j."approvedAt") / 86400)::numeric, 1)::float
               FROM hires h JOIN job_applications a ON a.id = h."applicationId"
               JOIN jobs j ON j.id = a."jobId") AS "jobDaysToHire"`,
      [this.clock.now()],
    )) as Array<
      Omit<StatsDto, 'hires' | 'hireReasons' | 'jobs'> & {
        hires: Record<string, number> | null;
        hireReasons: Record<string, number> | null;
        jobs: Record<string, number> | null;
      }
    >;
    return {
      ...row,
      hires: countsOf(HIRE_STATUSES, row.hires),
      hireReasons: countsOf(HIRE_REASONS, row.hireReasons),
      jobs: countsOf(JOB_STATUSES, row.jobs),
    };
  }
}
