import {
  HIRE_STATUSES,
  JOB_STATUSES,
  IMAGE_VARIANT_WIDTHS,
  imageVariantUrl,
  type NoticeParams,
  noticeText,
  type NotificationType,
} from '@tutorhub/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ConfigService } from '@nestjs/config';
import { DataSource } from 'typeorm';
import { ChargesService } from '../backend/src/charges/charges.service';
import { SiteClockService } from '../backend/src/common/site-time';
import { DEMO_STUDENT, DEMO_TUTOR } from '../backend/src/seed/demo-data';
import { seedDemoData } from '../backend/src/seed/demo-seed';
import { typeormOptions } from '../backend/src/database/typeorm-options';
import { ENTITIES } from '../backend/src/entities';
import { freshDatabase } from './support/databases';

// In-process, on a database of its own: what `npm start` shows of the hiring loop.
describe('demo seed: the hiring loop', () => {
  let db: DataSource;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorhub-seed-media-'));
    db = new DataSource(typeormOptions(await freshDatabase('tutorhub_demo_seed'), ENTITIES));
    await db.initialize();
    await db.runMigrations();
    // The service charge as a default deployment makes it: half the salary, due in 7 days.
    const config = new ConfigService({
      TZ_SITE: 'Asia/Dhaka',
      SERVICE_CHARGE_PERCENT: 50,
      SERVICE_CHARGE_DUE_DAYS: 7,
    });
    await seedDemoData(db, {
      mediaDir,
      charges: new ChargesService(db, new SiteClockService(config), config),
    });
  });
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  const idOf = async (email: string) =>
    ((await db.query(`SELECT id FROM users WHERE email = $1`, [email])) as [{ id: string }])[0].id;

  it.each([
    ['student', DEMO_STUDENT.email, 'studentId'],
    ['tutor', DEMO_TUTOR.email, 'tutorId'],
  ])(
    'gives the demo %s hires in every state (the tutor: all but declined)',
    async (_, email, column) => {
      const rows = (await db.query(`SELECT status FROM hires WHERE "${column}" = $1`, [
        await idOf(email),
      ])) as Array<{ status: string }>;
      const statuses = new Set(rows.map((r) => r.status));
      const expected =
        column === 'studentId' ? HIRE_STATUSES : HIRE_STATUSES.filter((s) => s !== 'declined');
      expect([...statuses].sort()).toEqual([...expected].sort());
    },
  );

  it('gives the demo tutor one due service charge, for her active tuition, and nobody else one', async () => {
    const charges = (await db.query(
      `SELECT t.amount, t.status, t.invoice, h.salary, h."tutorId",
         t."dueAt" - h."acceptedAt" AS "dueAfter"
       FROM charges t JOIN hires h ON h.id = t."hireId"`,
    )) as Array<Record<string, unknown>>;
    expect(charges).toEqual([
      {
        amount: 4000,
        status: 'due',
        invoice: expect.stringMatching(/^TH-\d{4}-\d{6}$/),
        salary: 8000,
        tutorId: await idOf(DEMO_TUTOR.email),
        dueAfter: { days: 7 },
      },
    ]);
  });

  it('gives the demo student and tutor conversations on their tuition (one message unread) and an application', async () => {
    const [student, tutor] = await Promise.all([idOf(DEMO_STUDENT.email), idOf(DEMO_TUTOR.email)]);
    const rows = (await db.query(
      `SELECT h.status, count(m.id)::int AS messages,
         count(m.id) FILTER (WHERE m."createdAt" > c."studentReadAt")::int AS unread
       FROM conversations c JOIN hires h ON h.id = c."refId" AND c.kind = 'hire'
       JOIN messages m ON m."conversationId" = c.id
       WHERE c."studentId" = $1 AND c."tutorId" = $2 GROUP BY h.status`,
      [student, tutor],
    )) as Array<{ status: string; messages: number; unread: number }>;
    expect(rows).toEqual([{ status: 'accepted', messages: 5, unread: 1 }]);
    const applications = (await db.query(
      `SELECT a.status FROM conversations c JOIN job_applications a ON a.id = c."refId"
       WHERE c.kind = 'application' AND c."studentId" = $1 AND c."tutorId" = $2`,
      [student, tutor],
    )) as Array<{ status: string }>;
    expect(applications).toEqual([{ status: 'applied' }]);
  });

  it('fills the job board: jobs in every status, the demo student with applicants at every step', async () => {
    const jobs = (await db.query(
      `SELECT CASE WHEN status = 'open' AND "approvedAt" <= now() - interval '30 days'
         THEN 'expired' ELSE status END AS status FROM jobs`,
    )) as Array<{ status: string }>;
    expect([...new Set(jobs.map((j) => j.status))].sort()).toEqual([...JOB_STATUSES].sort());
    const applications = (await db.query(
      `SELECT DISTINCT a.status FROM job_applications a JOIN jobs j ON j.id = a."jobId"
       WHERE j."ownerId" = $1`,
      [await idOf(DEMO_STUDENT.email)],
    )) as Array<{ status: string }>;
    expect(applications.map((a) => a.status).sort()).toEqual(
      ['applied', 'closed', 'hired', 'shortlisted', 'trial'].sort(),
    );
    const tutorApplications = (await db.query(
      `SELECT count(*)::int AS n FROM job_applications WHERE "tutorId" = $1`,
      [await idOf(DEMO_TUTOR.email)],
    )) as [{ n: number }];
    expect(tutorApplications[0].n).toBeGreaterThanOrEqual(4);
    const hires = (await db.query(
      `SELECT h.status FROM hires h JOIN job_applications a ON a.id = h."applicationId"
       WHERE a.status = 'hired'`,
    )) as Array<{ status: string }>;
    expect(hires).toEqual([{ status: 'accepted' }]);
  });

  it('stores every demo picture with its width copies, as an upload would be', async () => {
    const rows = (await db.query(
      `SELECT image FROM users WHERE image IS NOT NULL
       UNION SELECT image FROM courses UNION SELECT image FROM blogs
       UNION SELECT image FROM team_members`,
    )) as Array<{ image: string }>;
    expect(rows.length).toBeGreaterThan(5);
    for (const { image } of rows) {
      expect(image).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
      const width = (await sharp(path.join(mediaDir, path.basename(image))).metadata()).width;
      for (const w of IMAGE_VARIANT_WIDTHS) {
        const copy = path.join(mediaDir, path.basename(imageVariantUrl(image, w)!));
        const meta = await sharp(copy).metadata();
        expect([meta.format, meta.width]).toEqual(['webp', Math.min(w, width)]);
      }
    }
  });

  it.each([DEMO_STUDENT.email, DEMO_TUTOR.email])(
    'leaves unread notifications for %s',
    async (email) => {
      const rows = (await db.query(
        `SELECT type, params, read FROM notifications WHERE "userId" = $1 ORDER BY "createdAt" DESC`,
        [await idOf(email)],
      )) as Array<{ type: NotificationType; params: NoticeParams; read: boolean }>;
      expect(rows.filter((n) => !n.read).length).toBeGreaterThanOrEqual(2);
      expect(rows.some((n) => n.read)).toBe(true);
      for (const n of rows) {
        expect(n.type).toMatch(/^(hire|job|application)\./);
        expect(n.params.subject).toEqual(expect.any(String));
        expect(noticeText(n.type, n.params).length).toBeGreaterThan(10);
      }
    },
  );

  it('keeps reasons only on closed hires, and ended tuitions for reviews', async () => {
    const open = await db.query(
      `SELECT count(*)::int AS n FROM hires WHERE reason IS NOT NULL AND status IN ('requested', 'accepted')`,
    );
    expect(open[0].n).toBe(0);
    const ended = await db.query(`SELECT count(*)::int AS n FROM hires WHERE status = 'ended'`);
    expect(ended[0].n).toBeGreaterThanOrEqual(3);
  });
  it('rates tutors from ended tuitions only, each stored rating matching its reviews', async () => {
    const reviews = (await db.query(
      `SELECT r."tutorId", r."studentId", h.status FROM tutor_reviews r
       LEFT JOIN hires h ON h."tutorId" = r."tutorId" AND h."studentId" = r."studentId"`,
    )) as Array<{ status: string | null }>;
    expect(reviews.length).toBeGreaterThanOrEqual(3);
    expect(reviews.every((r) => r.status === 'ended')).toBe(true);
    const drift = await db.query(
      `SELECT u.id FROM users u
       LEFT JOIN (SELECT "tutorId", count(*)::int AS c, round(avg(rating), 1)::real AS a
                  FROM tutor_reviews GROUP BY "tutorId") r ON r."tutorId" = u.id
       WHERE u.kind = 'tutor'
         AND (u."ratingCount" <> COALESCE(r.c, 0) OR u."ratingAverage" IS DISTINCT FROM r.a)`,
    );
    expect(drift).toEqual([]);
    const unrated = await db.query(
      `SELECT count(*)::int AS n FROM hires h WHERE h."studentId" = $1 AND h.status = 'ended'
       AND NOT EXISTS (SELECT 1 FROM tutor_reviews r
                       WHERE r."tutorId" = h."tutorId" AND r."studentId" = h."studentId")`,
      [await idOf(DEMO_STUDENT.email)],
    );
    expect(unrated[0].n).toBeGreaterThanOrEqual(1);
    const verified = await db.query(`SELECT count(*)::int AS n FROM users WHERE verified`);
    expect(verified[0].n).toBeGreaterThanOrEqual(1);
  });
});
