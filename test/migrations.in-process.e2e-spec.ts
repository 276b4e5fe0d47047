import { DataSource } from 'typeorm';
import { typeormOptions } from '../backend/src/database/typeorm-options';
import { freshDatabase } from './support/databases';

describe('migrations', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = new DataSource(typeormOptions(await freshDatabase('tutorhub_migrations')));
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource.destroy();
  });

  it('run up on an empty database and create every table', async () => {
    const applied = await dataSource.runMigrations();
    expect(applied.length).toBeGreaterThan(0);
    const tables = await dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(tables.map((t: { table_name: string }) => t.table_name)).toEqual(
      expect.arrayContaining([
        'blogs',
        'contact_messages',
        'courses',
        'hires',
        'newsletter_subscribers',
        'notifications',
        'reports',
        'reviews',
        'team_members',
        'tutor_reviews',
        'users',
      ]),
    );
  });

  it('leave nothing for the entities to change (entities and migrations agree)', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('run down cleanly to an empty schema', async () => {
    while ((await dataSource.query(`SELECT 1 FROM migrations LIMIT 1`)).length > 0) {
      await dataSource.undoLastMigration();
    }
    const tables = await dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations'`,
    );
    expect(tables).toEqual([]);
  });
});
