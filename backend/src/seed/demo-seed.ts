import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { type DataSource, Not } from 'typeorm';
import { Blog } from '../blogs/blog.entity';
import type { ChargesService } from '../charges/charges.service';
import { Course } from '../courses/course.entity';
import { DiskMediaStorage } from '../media/disk-media.storage';
import { Review } from '../reviews/review.entity';
import { TeamMember } from '../team/team-member.entity';
import { User } from '../users/user.entity';
import * as demo from './demo-data';
import { seedDemoHires } from './demo-hires';
import { seedDemoMessages } from './demo-messages';
import { seedDemoJobs } from './demo-jobs';
import { seedDemoReviews } from './demo-reviews';

const DEMO_PROJECT = 'demo-tutorhub';

const PALETTE = ['#1565c0', '#2e7d32', '#6a1b9a', '#c62828', '#ef6c00', '#00838f', '#4e342e'];

/**
 * Draws a small placeholder picture with initials and stores it as an upload would be (WebP
 * under its content hash, with its width copies), so its URL passes the image-field rule and
 * pages show it like any upload's.
 */
async function placeholder(
  media: DiskMediaStorage,
  label: string,
  index: number,
  width = 400,
  height = 400,
): Promise<string> {
  const initials = label
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${PALETTE[index % PALETTE.length]}"/>
    <text x="50%" y="50%" font-family="sans-serif" font-size="${Math.round(height / 3)}" fill="#fff"
      text-anchor="middle" dominant-baseline="central">${initials}</text></svg>`;
  const webp = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
  return (await media.saveImage(webp)).url;
}

/**
 * A call of the emulator's admin API, which it opens to "Bearer owner". The emulator answers its
 * root before every route is up: a refused connection is retried briefly.
 */
async function emulatorAdmin(host: string, call: string, body: object): Promise<Response> {
  const url = `http://${host}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT}/${call}`;
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
        body: JSON.stringify(body),
      });
    } catch (e) {
      if (attempt >= 10) {
        throw e;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/**
 * The uid of a demo account in the Auth emulator, creating the account when missing. The
 * emulator picks a random uid, kept with its accounts in .data/auth across restarts. The
 * e-mail counts as verified, as the admin rights of ADMIN_EMAILS require; a demo number is the
 * account's too, so signing in by it finds the same account.
 */
async function ensureEmulatorAccount(
  host: string,
  account: { email: string; password: string; name: string; phone?: string },
): Promise<string> {
  const lookup = await emulatorAdmin(host, 'accounts:lookup', { email: [account.email] });
  const found = lookup.ok ? ((await lookup.json()) as EmulatorAccounts).users?.[0] : undefined;
  const phoneNumber = account.phone ? { phoneNumber: account.phone } : {};
  const answer = found?.localId
    ? await emulatorAdmin(host, 'accounts:update', {
        localId: found.localId,
        emailVerified: true,
        ...phoneNumber,
      })
    : await emulatorAdmin(host, 'accounts', {
        email: account.email,
        password: account.password,
        displayName: account.name,
        emailVerified: true,
        ...phoneNumber,
      });
  const uid = answer.ok ? ((await answer.json()) as { localId?: string }).localId : undefined;
  if (!uid) {
    throw new Error(`Could not create the demo account ${account.email} in the Auth emulator`);
  }
  return uid;
}

interface EmulatorAccounts {
  users?: Array<{ localId?: string }>;
}

/**
 * Links the demo rows to the emulator's accounts by e-mail, so a sign-in finds its row even
 * when the emulator's accounts were made again (lost .data/auth) with new uids.
 */
async function linkDemoAccounts(dataSource: DataSource, uids: Map<string, string>) {
  for (const [email, firebaseUid] of uids) {
    await dataSource
      .getRepository(User)
      .update({ email, firebaseUid: Not(firebaseUid) }, { firebaseUid });
  }
}

/**
 * Seeds the demo marketplace once (skipped when team members exist) and makes sure the demo
 * accounts exist in the emulator. Only `npm start` on the embedded default calls this; a
 * configured DATABASE_URL is never seeded.
 */
export async function seedDemoData(
  dataSource: DataSource,
  options: {
    emulatorHost?: string;
    mediaDir: string;
    charges: Pick<ChargesService, 'chargeAcceptedHire'>;
  },
) {
  const host = options.emulatorHost;
  // Without the emulator the demo rows get uids no sign-in can have.
  const uids = new Map<string, string>();
  for (const account of demo.DEMO_ACCOUNTS) {
    uids.set(account.email, host ? await ensureEmulatorAccount(host, account) : randomUUID());
  }
  if ((await dataSource.getRepository(TeamMember).count()) > 0) {
    await linkDemoAccounts(dataSource, uids);
    return;
  }
  const logger = new Logger('DemoSeed');
  const media = new DiskMediaStorage(options.mediaDir);
  const image = (label: string, i: number, w?: number, h?: number) =>
    placeholder(media, label, i, w, h);

  await dataSource.transaction(async (tx) => {
    const team = await Promise.all(
      demo.TEAM.map(async (m, i) =>
        tx.create(TeamMember, { ...m, image: await image(m.name, i), sortOrder: i }),
      ),
    );
    await tx.save(team);

    const tutorEmail = (i: number) =>
      i === 0 ? demo.DEMO_TUTOR.email : `tutor${i + 1}@tutorhub.demo`;
    const tutors = await Promise.all(
      demo.TUTORS.map(async (t, i) => {
        const email = tutorEmail(i);
        return tx.create(User, {
          ...t,
          email,
          firebaseUid: uids.get(email) ?? randomUUID(),
          image: await image(t.name, i),
          number: `0171${String(1000000 + i).slice(1)}`,
          kind: 'tutor',
          role: 'tutor',
        });
      }),
    );
    await tx.save(tutors);

    const students = await Promise.all(
      demo.STUDENTS.map(async (s, i) => {
        const email = i === 0 ? demo.DEMO_STUDENT.email : `student${i + 1}@tutorhub.demo`;
        return tx.create(User, {
          ...s,
          email,
          firebaseUid: uids.get(email) ?? randomUUID(),
          phone: i === 0 ? demo.DEMO_STUDENT.phone : null,
          image: await image(s.name, i + 3),
          number: `0181${String(1000000 + i).slice(1)}`,
          kind: 'student',
          role: 'student',
        });
      }),
    );
    await tx.save(students);

    const courses = await Promise.all(
      demo.COURSES.map(async (c, i) =>
        tx.create(Course, {
          ...c,
          owner: tutors[i],
          image: await image(c.courseName, i, 600, 300),
          email: tutorEmail(i),
          number: tutors[i].number ?? '01710000000',
          description: `${c.courseName}: live classes, weekly tests and notes, taught by ${tutors[i].name}.`,
        }),
      ),
    );
    await tx.save(courses);

    const hour = 3_600_000;
    const blogs = await Promise.all(
      demo.BLOGS.map(async (b, i) =>
        tx.create(Blog, {
          ...b,
          author: tutors[i],
          email: tutors[i].email,
          image: await image(b.name, i + 2, 600, 300),
          publishedAt: new Date(Date.now() - (i + 1) * 26 * hour),
        }),
      ),
    );
    await tx.save(blogs);

    await tx.save(
      demo.REVIEWS.map((r, i) => {
        const author = students[i % students.length];
        return tx.create(Review, {
          ...r,
          author,
          name: author.name ?? 'Student',
          email: author.email,
          image: author.image,
          createdAt: new Date(Date.now() - (i + 1) * 5 * hour),
        });
      }),
    );

    await seedDemoHires(tx, tutors, students, options.charges);
    await seedDemoJobs(tx, tutors, students);
    await seedDemoMessages(tx, tutors, students);
    await seedDemoReviews(tx, tutors, students);
  });
  logger.log('Seeded the demo marketplace');
}
