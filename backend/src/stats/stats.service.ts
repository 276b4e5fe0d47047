import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { HIRE_REASONS, HIRE_STATUSES } from '@tutorhub/contracts';
import type { DataSource } from 'typeorm';
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
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The counts in one round trip; the kind counts use the users(kind, …) indexes, hires by
   * status the hires(status, createdAt) index.
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
                  GROUP BY reason) r) AS "hireReasons"`,
    )) as Array<
      Omit<StatsDto, 'hires' | 'hireReasons'> & {
        hires: Record<string, number> | null;
        hireReasons: Record<string, number> | null;
      }
    >;
    return {
      ...row,
      hires: countsOf(HIRE_STATUSES, row.hires),
      hireReasons: countsOf(HIRE_REASONS, row.hireReasons),
    };
  }
}
