import { type NoticeParams, noticeText, type NotificationType } from '@tutorhub/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A reason as the bell's English named it, at the time of this change. */
const REASONS: Record<string, NonNullable<NoticeParams['reason']>> = {
  'The schedule does not fit': 'schedule',
  'The salary does not fit': 'salary',
  'Too far away': 'distance',
  'The subject or level does not fit': 'subject',
  'Found someone else': 'found-another',
  'No longer needed': 'no-longer-needed',
  'The other party did not show up': 'no-show',
  'Another reason': 'other',
};

/** A name as the bell's English wrote it: null for the stand-in of a deleted account. */
const name = (text: string) => (text === 'Your tutor' || text === 'Your student' ? null : text);
const reason = (label: string) => REASONS[label] ?? 'other';

interface OldRow {
  id: string;
  type: NotificationType;
  text: string;
  /** Whether the notice went to the hire's student; null when the hire or that link is gone. */
  toStudent: boolean | null;
}

/**
 * The English notices as they were written, each read into what it tells. Ordered so that a
 * notice with a reason is tried before the same notice without one.
 */
const READERS: Array<[RegExp, (m: string[], row: OldRow) => NoticeParams]> = [
  [
    /^(.+) asked to hire you for (.+) \((.+)\), (\d+) days a week, ([\d,]+) BDT a month\.$/s,
    (m) => ({
      student: name(m[1]),
      subject: m[2],
      classLevel: m[3],
      days: Number(m[4]),
      salary: Number(m[5].replace(/,/g, '')),
    }),
  ],
  [
    /^(.+) accepted your request for (.+)\. Their phone number and email are now on My tuitions\.$/s,
    (m) => ({ tutor: name(m[1]), subject: m[2] }),
  ],
  [
    /^(.+) declined your request for (.+)\. Reason: (.+)\.$/s,
    (m) => ({ tutor: name(m[1]), subject: m[2], reason: reason(m[3]) }),
  ],
  [/^(.+) declined your request for (.+)\.$/s, (m) => ({ tutor: name(m[1]), subject: m[2] })],
  [
    /^(.+) deleted their account: the (?:hire request was cancelled|tuition has ended)\.$/s,
    (m, row) => ({ by: 'deletion', [row.toStudent ? 'tutor' : 'student']: m[1] }),
  ],
  [
    /^(.+) cancelled the request for (.+)\. Reason: (.+)\.$/s,
    (m) => ({ student: name(m[1]), subject: m[2], reason: reason(m[3]) }),
  ],
  [/^(.+) cancelled the request for (.+)\.$/s, (m) => ({ student: name(m[1]), subject: m[2] })],
  [
    /^An admin ended the (.+) tuition\. Reason: (.+)\.$/s,
    (m) => ({ by: 'admin', subject: m[1], reason: reason(m[2]) }),
  ],
  [/^An admin ended the (.+) tuition\.$/s, (m) => ({ by: 'admin', subject: m[1] })],
  [
    /^(.+) ended the (.+) tuition\. Reason: (.+)\.$/s,
    (m, row) => ({ ...party(m[1], row), subject: m[2], reason: reason(m[3]) }),
  ],
  [/^(.+) ended the (.+) tuition\.$/s, (m, row) => ({ ...party(m[1], row), subject: m[2] })],
  [
    /^(.+) rated you (\d) out of 5\.$/s,
    (m) => ({ student: name(m[1]), rating: Number(m[2]) }),
  ],
];

/** The party who ended a tuition: the one the notice did not go to. */
function party(text: string, row: OldRow): NoticeParams {
  return row.toStudent === false
    ? { by: 'student', student: name(text) }
    : { by: 'tutor', tutor: name(text) };
}

/** What an old notice tells; a text no reader knows (cut at the old column's length) tells nothing more. */
function readOldNotice(row: OldRow): NoticeParams {
  for (const [pattern, read] of READERS) {
    const m = pattern.exec(row.text);
    if (m) {
      return read(m, row);
    }
  }
  return {};
}

/**
 * Notifications keep what they tell (`params`, read with their `type`) rather than an English
 * sentence, so each reader sees them in their own language; the rows already there are read
 * once from their text.
 */
export class NoticeParams1795737132699 implements MigrationInterface {
  name = 'NoticeParams1795737132699';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD "params" jsonb NOT NULL DEFAULT '{}'::jsonb`,
    );
    const rows = (await queryRunner.query(
      `SELECT n."id", n."type", n."text", n."userId" = h."studentId" AS "toStudent"
         FROM "notifications" n LEFT JOIN "hires" h ON h."id" = n."hireId"`,
    )) as OldRow[];
    for (const row of rows) {
      await queryRunner.query(`UPDATE "notifications" SET "params" = $1 WHERE "id" = $2`, [
        JSON.stringify(readOldNotice(row)),
        row.id,
      ]);
    }
    await queryRunner.query(`ALTER TABLE "notifications" ALTER COLUMN "params" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP COLUMN "text"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD "text" character varying(300) NOT NULL DEFAULT ''`,
    );
    const rows = (await queryRunner.query(
      `SELECT "id", "type", "params" FROM "notifications"`,
    )) as Array<{ id: string; type: NotificationType; params: NoticeParams }>;
    for (const row of rows) {
      const text = [...noticeText(row.type, row.params)].slice(0, 300).join('');
      await queryRunner.query(`UPDATE "notifications" SET "text" = $1 WHERE "id" = $2`, [
        text,
        row.id,
      ]);
    }
    await queryRunner.query(`ALTER TABLE "notifications" ALTER COLUMN "text" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP COLUMN "params"`);
  }
}
