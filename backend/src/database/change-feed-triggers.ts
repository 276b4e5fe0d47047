/** The one PostgreSQL channel every replica listens on for changes of cached tables. */
export const CHANGE_FEED_CHANNEL = 'tutorhub_changes';

/**
 * The trigger function every watched table shares. One notification per statement: the
 * payload is `table:id` when the statement changed exactly one row, else `table` (the whole
 * table changed). Statements that change nothing send nothing.
 */
export const CREATE_NOTIFY_FUNCTION = `CREATE OR REPLACE FUNCTION tutorhub_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_ids text[];
BEGIN
  SELECT array_agg(id::text) INTO changed_ids FROM (SELECT id FROM changed_rows LIMIT 2) AS sample;
  IF changed_ids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('${CHANGE_FEED_CHANNEL}', CASE WHEN cardinality(changed_ids) = 1
    THEN TG_TABLE_NAME || ':' || changed_ids[1] ELSE TG_TABLE_NAME END);
  RETURN NULL;
END $$`;

export const DROP_NOTIFY_FUNCTION = `DROP FUNCTION IF EXISTS tutorhub_notify_change()`;

/** Each event its own trigger: PostgreSQL allows transition tables on single-event triggers only. */
const EVENTS = [
  { event: 'INSERT', rows: 'NEW' },
  { event: 'UPDATE', rows: 'NEW' },
  { event: 'DELETE', rows: 'OLD' },
] as const;

/**
 * The statements that make `table` (which needs an `id` column) notify the change feed. Adding
 * a table to the feed is one line in a later migration:
 * `for (const sql of watchTable('hires')) await queryRunner.query(sql);`.
 * Migrations already run depend on this output: change it only by adding new functions.
 */
export function watchTable(table: string): string[] {
  return EVENTS.map(
    ({ event, rows }) =>
      `CREATE TRIGGER "${triggerName(table, event)}" AFTER ${event} ON "${table}" ` +
      `REFERENCING ${rows} TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION tutorhub_notify_change()`,
  );
}

/** The statements that undo `watchTable(table)`. */
export function unwatchTable(table: string): string[] {
  return EVENTS.map(
    ({ event }) => `DROP TRIGGER IF EXISTS "${triggerName(table, event)}" ON "${table}"`,
  );
}

function triggerName(table: string, event: string): string {
  return `tutorhub_notify_${table}_${event.toLowerCase()}`;
}
