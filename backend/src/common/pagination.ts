import { ApiPropertyOptional } from '@nestjs/swagger';
import { LIMITS, RULE_MESSAGES, TOTAL_COUNT_HEADER } from '@tutorhub/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { FastifyReply } from 'fastify';

/** `?page=&limit=` of every list; extend it with the list's own filters. */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: LIMITS.pageMax, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: RULE_MESSAGES.page })
  @Min(1, { message: RULE_MESSAGES.page })
  @Max(LIMITS.pageMax, { message: RULE_MESSAGES.page })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: LIMITS.pageSizeMax, default: LIMITS.pageSizeDefault })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: RULE_MESSAGES.limit })
  @Min(1, { message: RULE_MESSAGES.limit })
  @Max(LIMITS.pageSizeMax, { message: RULE_MESSAGES.limit })
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
