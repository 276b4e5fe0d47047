import type { DataSource, EntityManager } from 'typeorm';

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
 */
export function pageStatement(query: PageQuery): { sql: string; params: unknown[] } {
  const where = query.where.length ? `WHERE ${query.where.join(' AND ')}` : '';
  const n = query.params.length;
  const sql =
    `SELECT c.total AS "__total", p.id AS "__id", ${query.columns} ` +
    `FROM (SELECT count(*)::int AS total FROM "${query.table}" t ${where}) c ` +
    `LEFT JOIN LATERAL (SELECT t.id FROM "${query.table}" t ${where} ` +
    `ORDER BY ${query.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}) p ON true ` +
    `LEFT JOIN "${query.table}" t ON t.id = p.id ` +
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
