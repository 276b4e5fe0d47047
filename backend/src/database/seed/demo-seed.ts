import { Logger } from '@nestjs/common';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { Blog } from '../../blogs/blog.entity';
import { Course } from '../../courses/course.entity';
import { Review } from '../../reviews/review.entity';
import { TeamMember } from '../../team/team-member.entity';
import { User } from '../../users/user.entity';
import * as demo from './demo-data';

const DEMO_PROJECT = 'demo-tutorhub';

const PALETTE = ['#1565c0', '#2e7d32', '#6a1b9a', '#c62828', '#ef6c00', '#00838f', '#4e342e'];

/** Draws a small placeholder picture with initials and stores it in the media folder. */
async function placeholder(
  mediaDir: string,
  label: string,
  index: number,
  width = 400,
  height = 400,
): Promise<string> {
  const file = `demo-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.webp`;
  const target = path.join(mediaDir, file);
  if (!fs.existsSync(target)) {
    const initials = label
      .split(/\s+/)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <rect width="100%" height="100%" fill="${PALETTE[index % PALETTE.length]}"/>
      <text x="50%" y="50%" font-family="sans-serif" font-size="${Math.round(height / 3)}" fill="#fff"
        text-anchor="middle" dominant-baseline="central">${initials}</text></svg>`;
    await sharp(Buffer.from(svg)).webp({ quality: 80 }).toFile(target);
  }
  return `/media/${file}`;
}

/**
 * Creates a demo account with a fixed uid in the Auth emulator (admin API, which the emulator
 * opens to "Bearer owner"); an existing one is left as it is.
 */
async function ensureEmulatorAccount(
  host: string,
  account: { uid: string; email: string; password: string; name: string },
) {
  const url = `http://${host}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT}/accounts`;
  const body = JSON.stringify({
    localId: account.uid,
    email: account.email,
    password: account.password,
    displayName: account.name,
  });
  // The emulator answers its root before every route is up: retry a refused connection briefly.
  let res: Response | undefined;
  for (let attempt = 0; !res; attempt++) {
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
        body,
      });
    } catch (e) {
      if (attempt >= 10) {
        throw e;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  if (!res.ok && !(await res.text()).includes('DUPLICATE')) {
    throw new Error(`Could not create the demo account ${account.email} in the Auth emulator`);
  }
}

/**
 * Seeds the demo marketplace once (skipped when team members exist) and makes sure the demo
 * accounts exist in the emulator. Only `npm start` on the embedded default calls this; a
 * configured DATABASE_URL is never seeded.
 */
export async function seedDemoData(
  dataSource: DataSource,
  options: { emulatorHost?: string; mediaDir: string },
) {
  const host = options.emulatorHost;
  if (host) {
    for (const account of demo.DEMO_ACCOUNTS) {
      await ensureEmulatorAccount(host, account);
    }
  }
  if ((await dataSource.getRepository(TeamMember).count()) > 0) {
    return;
  }
  const logger = new Logger('DemoSeed');
  fs.mkdirSync(options.mediaDir, { recursive: true });
  const image = (label: string, i: number, w?: number, h?: number) =>
    placeholder(options.mediaDir, label, i, w, h);

  await dataSource.transaction(async (tx) => {
    const team = await Promise.all(
      demo.TEAM.map(async (m, i) =>
        tx.create(TeamMember, { ...m, image: await image(m.name, i), sortOrder: i }),
      ),
    );
    await tx.save(team);

    const tutors = await Promise.all(
      demo.TUTORS.map(async (t, i) => {
        return tx.create(User, {
          ...t,
          email: i === 0 ? demo.DEMO_TUTOR.email : `tutor${i + 1}@tutorhub.demo`,
          firebaseUid: `demo-tutor-${i + 1}`,
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
        return tx.create(User, {
          ...s,
          email: i === 0 ? demo.DEMO_STUDENT.email : `student${i + 1}@tutorhub.demo`,
          firebaseUid: `demo-student-${i + 1}`,
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
          email: tutors[i].email,
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
  });
  logger.log('Seeded the demo marketplace');
}
