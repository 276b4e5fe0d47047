import { DataSource } from 'typeorm';
import { ReviewerNames1795950000000 } from '../backend/src/database/migrations/1795950000000-ReviewerNames';
import { typeormOptions } from '../backend/src/database/typeorm-options';
import { ENTITIES } from '../backend/src/entities';
import { freshDatabase } from './support/databases';

describe('migrations', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = new DataSource(
      typeormOptions(await freshDatabase('tutorhub_migrations'), ENTITIES),
    );
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
        'job_applications',
        'jobs',
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

  it('sign reviews by accounts without a name as a Tutor Hub member, keeping real names', async () => {
    const [nameless] = await dataSource.query(
      `INSERT INTO users ("firebaseUid", email) VALUES ('m-nameless', 'rahim.k@example.com') RETURNING id`,
    );
    const [named] = await dataSource.query(
      `INSERT INTO users ("firebaseUid", email, name) VALUES ('m-named', 'sadia@example.com', 'sadia') RETURNING id`,
    );
    const review = (authorId: string | null, name: string, email: string) =>
      dataSource.query(
        `INSERT INTO reviews ("authorId", name, email, message) VALUES ($1, $2, $3, 'Good') RETURNING id`,
        [authorId, name, email],
      );
    const [leaked] = await review(nameless.id, 'rahim.k', 'rahim.k@example.com');
    const [orphan] = await review(null, 'gone', 'gone@example.com');
    const [kept] = await review(named.id, 'sadia', 'sadia@example.com');
    const [other] = await review(nameless.id, 'Rahim Khan', 'rahim.k@example.com');
    await new ReviewerNames1795950000000().up(dataSource.createQueryRunner());
    const names = await dataSource.query(
      `SELECT id, name FROM reviews WHERE id = ANY($1) ORDER BY name`,
      [[leaked.id, orphan.id, kept.id, other.id]],
    );
    expect(
      Object.fromEntries(names.map((r: { id: string; name: string }) => [r.id, r.name])),
    ).toEqual({
      [leaked.id]: 'Tutor Hub member',
      [orphan.id]: 'Tutor Hub member',
      [kept.id]: 'sadia',
      [other.id]: 'Rahim Khan',
    });
    await dataSource.query(`DELETE FROM reviews WHERE id = ANY($1)`, [
      [leaked.id, orphan.id, kept.id, other.id],
    ]);
    await dataSource.query(`DELETE FROM users WHERE id = ANY($1)`, [[nameless.id, named.id]]);
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
