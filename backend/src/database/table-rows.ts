import type { NotFoundException } from '@nestjs/common';
import type { EntityManager, FindOptionsWhere, ObjectLiteral, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { DeleteResultDto, InsertResultDto } from '../common/api-docs';
import { type PageQuery, type PageQueryDto, readPage, skipTake } from '../common/pagination';
import {
  type CachedResponse,
  type ResponseCache,
  cacheKey,
  toCachedResponse,
} from './response-cache';

/** Inserts one row and answers its generated id, as the create calls answer it. */
export async function insertRow<T extends ObjectLiteral>(
  rows: Repository<T>,
  row: QueryDeepPartialEntity<T>,
): Promise<InsertResultDto> {
  const result = await rows.insert(row);
  return { insertedId: (result.identifiers[0] as { id: string }).id };
}

/** Deletes the row with `id`, as the delete calls answer it; `notFound()` when there was none. */
export async function deleteRow<T extends { id: string }>(
  rows: Repository<T>,
  id: string,
  notFound: () => NotFoundException,
): Promise<DeleteResultDto> {
  const result = await rows.delete({ id } as FindOptionsWhere<T>);
  if (!result.affected) {
    throw notFound();
  }
  return { deletedCount: result.affected };
}

/** A paged list call whose answer depends only on the page and on `variant`. */
export interface CachedPage<R> extends Omit<PageQuery, 'skip' | 'take'> {
  /** The call's name in the response cache. */
  call: string;
  /** What else tells answers apart, e.g. whether the caller is an admin, a filter. */
  variant: object;
  /** A row as an item of the answer. */
  toItem: (row: R) => unknown;
}

/**
 * One page of `page.table` as an answer with its total, kept in the response cache until that
 * table changes.
 */
export function readCachedPage<R>(
  db: EntityManager,
  cache: ResponseCache,
  { call, variant, toItem, ...query }: CachedPage<R>,
  paging: PageQueryDto,
): Promise<CachedResponse> {
  const { skip, take } = skipTake(paging);
  return cache.get(cacheKey(call, { ...variant, skip, take }), [query.table], async () => {
    const page = await readPage<R>(db, { ...query, skip, take });
    return toCachedResponse(page.rows.map(toItem), page.total);
  });
}
