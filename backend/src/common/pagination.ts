import { ApiPropertyOptional } from '@nestjs/swagger';
import { coded, LIMITS, TOTAL_COUNT_HEADER } from '@tutorhub/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { FastifyReply } from 'fastify';
import type { DataSource, EntityManager } from 'typeorm';
import { says } from './errors';

/** `?page=&limit=` of every list; extend it with the list's own filters. */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: LIMITS.pageMax, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt(says(coded('rule.page')))
  @Min(1, says(coded('rule.page')))
  @Max(LIMITS.pageMax, says(coded('rule.page')))
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: LIMITS.pageSizeMax, default: LIMITS.pageSizeDefault })
  @IsOptional()
  @Type(() => Number)
  @IsInt(says(coded('rule.limit')))
  @Min(1, says(coded('rule.limit')))
  @Max(LIMITS.pageSizeMax, says(coded('rule.limit')))
  limit?: number;
}

/** One page of rows plus the count of all matching rows. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** OFFSET/LIMIT of a page query. */
export function skipTake(query: PageQueryDto): { skip: number; take: number } {
  const take = query.limit ?? LIMITS.pageSizeDefault;
  return { skip: ((query.page ?? 1) - 1) * take, take };
}

/** Maps the rows of a `getManyAndCount` answer into a page. */
export function toPage<R, T>([rows, total]: [R[], number], map: (row: R) => T): Page<T> {
  return { items: rows.map(map), total };
}

/** Answers a page as the JSON array, with the total in X-Total-Count. */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  void reply.header(TOTAL_COUNT_HEADER, String(page.total));
  return page.items;
}

/** Escapes LIKE wildcards so a search text matches literally; answers `%text%`. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One filtered, ordered page of a table, as plain rows (no entity hydration). */
export interface PageQuery {
  /** The table, read under the alias `t`. */
  table: string;
  /** The answer's select list over `t`, e.g. `t.id AS "_id", t.name AS name`. */
  columns: string;
  /** Conditions over `t`, all of which must hold; `$n` refer to `params`. */
  where: string[];
  params: unknown[];
  /** ORDER BY over `t`, ending in a unique column so pages never overlap. */
  orderBy: string;
  skip: number;
  take: number;
  /**
   * The conditions find their rows through an index that does not give the order (a text
   * search): the matching rows are read once, with `columns`, then counted and paged, instead
   * of the conditions being evaluated for the count and again for the page. `columns` are then
   * plain columns of `t` and include `id` and every column of `orderBy`.
   */
  readMatchesOnce?: boolean;
}

/** A page's rows and the count of every matching row. */
export interface RowsPage<R> {
  rows: R[];
  total: number;
}

/**
 * The page and the total in ONE statement. The page is picked by id first (an index-only walk
 * where an index serves the order, so skipping rows does not fetch them), then only its rows
 * are read in full; the count rides along in a subquery, so a page past the end still has it.
 * With `readMatchesOnce` the matching rows are read once; the count and the page take them as
 * they are, without reading any row again.
 */
export function pageStatement(query: PageQuery): { sql: string; params: unknown[] } {
  const where = query.where.length ? `WHERE ${query.where.join(' AND ')}` : '';
  const table = `"${query.table}" t`;
  const n = query.params.length;
  const page = `ORDER BY ${query.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`;
  const sql = query.readMatchesOnce
    ? `WITH m AS MATERIALIZED (SELECT ${query.columns} FROM ${table} ${where}) ` +
      `SELECT c.total AS "__total", t.id AS "__id", ${query.columns} ` +
      `FROM (SELECT count(*)::int AS total FROM m) c ` +
      `LEFT JOIN LATERAL (SELECT * FROM m t ${page}) t ON true ` +
      `ORDER BY ${query.orderBy}`
    : `SELECT c.total AS "__total", p.id AS "__id", ${query.columns} ` +
      `FROM (SELECT count(*)::int AS total FROM ${table} ${where}) c ` +
      `LEFT JOIN LATERAL (SELECT t.id FROM ${table} ${where} ${page}) p ON true ` +
      `LEFT JOIN ${table} ON t.id = p.id ` +
      `ORDER BY ${query.orderBy}`;
  return { sql, params: [...query.params, query.take, query.skip] };
}

/** Runs `pageStatement` and splits its rows into the page and the total. */
export async function readPage<R>(
  db: DataSource | EntityManager,
  query: PageQuery,
): Promise<RowsPage<R>> {
  const { sql, params } = pageStatement(query);
  const rows = (await db.query(sql, params)) as Array<R & { __total: number; __id: unknown }>;
  return {
    total: rows[0]?.__total ?? 0,
    rows: rows.filter((row) => row.__id !== null),
  };
}
