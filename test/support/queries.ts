import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource, type Logger } from 'typeorm';

/**
 * Counts the SQL statements TypeORM sends while `fn` runs (the app's own logger is kept and
 * still called). Includes the sign-in guard's account lookup.
 */
export async function countQueries<T>(
  app: NestFastifyApplication,
  fn: () => Promise<T>,
): Promise<{ result: T; queries: string[] }> {
  const dataSource = app.get(DataSource);
  const original = dataSource.logger;
  const queries: string[] = [];
  const counting: Logger = new Proxy(original, {
    get(target, prop, receiver) {
      if (prop === 'logQuery') {
        return (query: string, ...rest: unknown[]) => {
          queries.push(query);
          return (target.logQuery as (...a: unknown[]) => unknown).call(target, query, ...rest);
        };
      }
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
  Object.assign(dataSource, { logger: counting });
  try {
    return { result: await fn(), queries };
  } finally {
    Object.assign(dataSource, { logger: original });
  }
}
