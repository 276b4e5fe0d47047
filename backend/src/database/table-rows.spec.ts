import { NotFoundException } from '@nestjs/common';
import type { EntityManager, Repository } from 'typeorm';
import { ResponseCache } from './response-cache';
import { type CachedPage, deleteRow, insertRow, readCachedPage } from './table-rows';

interface Row {
  id: string;
  name: string;
}

function table() {
  return {
    insert: jest.fn().mockResolvedValue({ identifiers: [{ id: 'new-1' }] }),
    delete: jest.fn(),
  };
}
const rows = (t: ReturnType<typeof table>) => t as unknown as Repository<Row>;
const missing = () => new NotFoundException('gone');

/** A database answering one page statement: the rows plus the total on each. */
function database(page: Row[], total: number) {
  const query = jest
    .fn()
    .mockResolvedValue(
      page.length
        ? page.map((row) => ({ ...row, __total: total, __id: row.id }))
        : [{ __total: total, __id: null }],
    );
  return { db: { query } as unknown as EntityManager, query };
}

const PAGE: CachedPage<Row> = {
  call: 'getThings',
  variant: { admin: false },
  table: 'things',
  columns: 't."id", t."name"',
  where: [],
  params: [],
  orderBy: 't."id" DESC',
  toItem: (row) => ({ _id: row.id, name: row.name }),
};

describe('insertRow and deleteRow', () => {
  it('answers the generated id of the inserted row, as insertedId', async () => {
    const t = table();
    await expect(insertRow(rows(t), { name: 'a' })).resolves.toEqual({ insertedId: 'new-1' });
    expect(t.insert).toHaveBeenCalledWith({ name: 'a' });
  });

  it('deletes by id only and answers deletedCount', async () => {
    const t = table();
    t.delete.mockResolvedValue({ affected: 1 });
    await expect(deleteRow(rows(t), 'r-1', missing)).resolves.toEqual({ deletedCount: 1 });
    expect(t.delete).toHaveBeenCalledWith({ id: 'r-1' });
  });

  it("throws the caller's not-found error when no row had the id", async () => {
    const t = table();
    t.delete.mockResolvedValue({ affected: 0 });
    await expect(deleteRow(rows(t), 'r-1', missing)).rejects.toThrow('gone');
  });
});

describe('readCachedPage', () => {
  it('answers the page items with the total, paged by the query', async () => {
    const { db, query } = database([{ id: 'b', name: 'B' }], 7);
    const answer = await readCachedPage(db, new ResponseCache(1e6), PAGE, { page: 2, limit: 1 });
    expect(JSON.parse(answer.body.toString())).toEqual([{ _id: 'b', name: 'B' }]);
    expect(answer.total).toBe(7);
    // LIMIT 1 OFFSET 1: the second page of one.
    expect((query.mock.calls[0] as [string, unknown[]])[1]).toEqual([1, 1]);
  });

  it('reads a page once until its table changes; another variant or page reads again', async () => {
    const { db, query } = database([], 0);
    const cache = new ResponseCache(1e6);
    await readCachedPage(db, cache, PAGE, {});
    await readCachedPage(db, cache, PAGE, {});
    expect(query).toHaveBeenCalledTimes(1);
    await readCachedPage(db, cache, { ...PAGE, variant: { admin: true } }, {});
    await readCachedPage(db, cache, PAGE, { page: 2 });
    expect(query).toHaveBeenCalledTimes(3);
    cache.invalidate('other');
    await readCachedPage(db, cache, PAGE, {});
    expect(query).toHaveBeenCalledTimes(3);
    cache.invalidate('things');
    await readCachedPage(db, cache, PAGE, {});
    expect(query).toHaveBeenCalledTimes(4);
  });
});
