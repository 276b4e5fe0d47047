import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource, type Logger } from 'typeorm';

/**
 * Counts the SQL statements TypeORM sends while `fn` runs (the app's own logger is kept and
 * still called), with the parameters of each. Includes the sign-in guard's account lookup.
 */
export async function countQueries<T>(
  app: NestFastifyApplication,
  fn: () => Promise<T>,
): Promise<{ result: T; queries: string[]; parameters: unknown[][] }> {
  const dataSource = app.get(DataSource);
  const original = dataSource.logger;
  const queries: string[] = [];
  const parameters: unknown[][] = [];
  const counting: Logger = new Proxy(original, {
    get(target, prop, receiver) {
      if (prop === 'logQuery') {
        return (query: string, params?: unknown[], ...rest: unknown[]) => {
          queries.push(query);
          parameters.push(params ?? []);
          return (target.logQuery as (...a: unknown[]) => unknown).call(
            target,
            query,
            params,
            ...rest,
          );
        };
      }
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
  Object.assign(dataSource, { logger: counting });
  try {
    return { result: await fn(), queries, parameters };
  } finally {
    Object.assign(dataSource, { logger: original });
  }
}

/**
 * Adds team members named `<name> <tag>` (photo `/media/<name>.webp`, role Mentor) in the order
 * given, from `sortOrder` down (seeding the team is the demo seed's: a test adds its own, far
 * from it), in the `beforeAll` of the enclosing describe, and removes them in its `afterAll`.
 */
export function teamMembersFor(
  app: () => NestFastifyApplication,
  tag: string,
  names: string[],
  sortOrder: number,
): void {
  const db = () => app().get(DataSource);
  beforeAll(async () => {
    for (const [i, name] of names.entries()) {
      await db().query(
        'INSERT INTO team_members (image, name, role, "sortOrder") VALUES ($1, $2, $3, $4)',
        [`/media/${name}.webp`, `${name} ${tag}`, 'Mentor', sortOrder - i],
      );
    }
  });
  afterAll(async () => {
    await db().query('DELETE FROM team_members WHERE name LIKE $1', [`%${tag}`]);
  });
}
