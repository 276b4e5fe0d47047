import { writtenTables } from './response-cache.module';

describe('writtenTables', () => {
  it.each([
    ['INSERT INTO "blogs"("name") VALUES ($1)', ['blogs']],
    ['UPDATE "users" SET "role" = $1 WHERE "id" = $2', ['users']],
    ['DELETE FROM "courses" WHERE "id" = $1', ['courses']],
    ['update hires set status = $1 where id = $2 returning *', ['hires']],
    ['DELETE FROM public.reviews WHERE id = $1', ['reviews']],
    ['TRUNCATE TABLE "team_members"', ['team_members']],
    [
      'WITH moved AS (UPDATE "hires" SET "status" = $1 RETURNING *) INSERT INTO "notifications" SELECT 1',
      ['hires', 'notifications'],
    ],
  ])('%s writes %p', (sql, tables) => {
    expect(writtenTables(sql)).toEqual(tables);
  });

  it('finds nothing in a read', () => {
    expect(writtenTables('SELECT * FROM "users" WHERE "kind" = $1')).toEqual([]);
  });
});
