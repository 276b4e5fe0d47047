import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Stats } from '@tutorhub/contracts';
import type { DataSource } from 'typeorm';

@Injectable()
export class StatsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Four COUNTs in one round trip; the kind counts use the users(kind, …) indexes. */
  async counts(): Promise<Stats> {
    const [row] = (await this.db.query(
      `SELECT (SELECT count(*) FROM users WHERE kind = 'tutor')::int AS tutors,
              (SELECT count(*) FROM users WHERE kind = 'student')::int AS students,
              (SELECT count(*) FROM courses)::int AS courses,
              (SELECT count(*) FROM blogs)::int AS blogs`,
    )) as Stats[];
    return row;
  }
}
