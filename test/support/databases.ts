import { Client } from 'pg';

/** A fresh, empty database next to the suite's one, for tests that must own all its rows. */
export async function freshDatabase(name: string): Promise<string> {
  const url = new URL(process.env.DATABASE_URL as string);
  const admin = new Client({ connectionString: url.toString().replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  url.pathname = `/${name}`;
  return url.toString();
}
