import type { EntityManager } from 'typeorm';

/**
 * pg-boss 12 cannot migrate the schema pg-boss 10 left behind (schema version 24): its own
 * upgrade notes say to move the waiting jobs by hand. So before the queue starts, that schema is
 * set aside under another name, and once the new queue runs, its waiting email jobs are sent
 * again on the new one and the old schema dropped, in one transaction: no queued email loses
 * its job, and none gets two. An advisory lock makes replicas that start together take turns.
 */
const OLD_SCHEMA = 'pgboss_10';
const PG_BOSS_10_SCHEMA_VERSION = 24;
const UPGRADE_LOCK = "hashtext('tutorhub:pg-boss-10-jobs')";

export interface WaitingJob {
  data: { emailId: string };
  startAfter: Date;
}

/** Renames pg-boss 10's `pgboss` schema aside, when it is there. */
export async function setAsidePgBoss10(manager: EntityManager): Promise<void> {
  await manager.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${UPGRADE_LOCK})`);
    const [installed] = (await tx.query(
      `SELECT to_regclass('pgboss.version') IS NOT NULL AS "installed"`,
    )) as { installed: boolean }[];
    if (!installed.installed) {
      return;
    }
    const [version] = (await tx.query('SELECT version FROM pgboss.version')) as {
      version: number;
    }[];
    if (version?.version === PG_BOSS_10_SCHEMA_VERSION) {
      await tx.query(`ALTER SCHEMA pgboss RENAME TO ${OLD_SCHEMA}`);
    }
  });
}

/** Sends pg-boss 10's waiting email jobs again through `send`, then drops its schema. */
export async function movePgBoss10Jobs(
  manager: EntityManager,
  queue: string,
  send: (tx: EntityManager, job: WaitingJob) => Promise<void>,
): Promise<number> {
  return manager.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${UPGRADE_LOCK})`);
    const [old] = (await tx.query(`SELECT to_regnamespace($1) AS schema`, [OLD_SCHEMA])) as {
      schema: string | null;
    }[];
    if (!old.schema) {
      return 0;
    }
    const waiting = (await tx.query(
      `SELECT data, start_after AS "startAfter" FROM ${OLD_SCHEMA}.job
        WHERE name = $1 AND state IN ('created', 'retry', 'active')`,
      [queue],
    )) as WaitingJob[];
    for (const job of waiting) {
      await send(tx, job);
    }
    await tx.query(`DROP SCHEMA ${OLD_SCHEMA} CASCADE`);
    return waiting.length;
  });
}
