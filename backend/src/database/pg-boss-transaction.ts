import type { Db } from 'pg-boss';
import type { EntityManager } from 'typeorm';

/** pg-boss's SQL run on a TypeORM transaction, so a job is committed with the row it names. */
export function onTransaction(manager: EntityManager): Db {
  return {
    executeSql: async (text, values) => ({ rows: (await manager.query(text, values)) as never[] }),
  };
}
