import type { HireMode, HireReason, HireStatus } from '@tutorhub/contracts';
import type { EntityManager } from 'typeorm';
import type { ChargesService } from '../charges/charges.service';
import { Hire } from '../hires/hire.entity';
import type { HireRoles } from '../hires/hire-moves';
import { moveNotices, requestNotices } from '../hires/hire-notices';
import { Notification } from '../notifications/notification.entity';
import type { User } from '../users/user.entity';

const DAY = 24 * 3_600_000;

/** Who made the move that closed or accepted a demo hire. */
type Mover = 'tutor' | 'student';

interface DemoHire {
  /** Indexes into the seeded tutors and students; 0 is the demo account of each. */
  tutor: number;
  student: number;
  status: HireStatus;
  /** Who made the last move (accepted by the tutor unless said otherwise). */
  by?: Mover;
  reason?: HireReason;
  subject: string;
  classLevel: string;
  daysPerWeek: number;
  salary: number;
  mode: HireMode;
  area?: string;
  message?: string;
  /** When the request was made, days ago; its start date is a week later. */
  daysAgo: number;
  /** The notice of the last move stays unread in the other party's bell. */
  unread?: boolean;
  /**
   * Its service charge is made as an acceptance makes it (the demo tutor's Payments page shows
   * one due); the demo's older tuitions predate the fee.
   */
  charged?: true;
}

/**
 * The hiring loop in every state for the demo student (Rahim) and tutor (Ayesha), plus ended
 * tuitions of other pairs, which tutor reviews can refer to.
 */
export const DEMO_HIRES: DemoHire[] = [
  // The demo tutor's bell: a new request, a cancellation; her active and past tuitions.
  {
    tutor: 0,
    student: 1,
    status: 'requested',
    subject: 'Physics',
    classLevel: 'Class 10',
    daysPerWeek: 3,
    salary: 7000,
    mode: 'offline',
    area: 'Bailey Road, Dhaka',
    message: 'SSC next year; mechanics is the weak part.',
    daysAgo: 1,
    unread: true,
  },
  {
    tutor: 0,
    student: 0,
    status: 'accepted',
    subject: 'Physics',
    classLevel: 'HSC 1st year',
    daysPerWeek: 3,
    salary: 8000,
    mode: 'online',
    message: 'Evenings after 7 pm suit me best.',
    daysAgo: 4,
    unread: true,
    charged: true,
  },
  {
    tutor: 0,
    student: 2,
    status: 'cancelled',
    by: 'student',
    reason: 'found-another',
    subject: 'Physics',
    classLevel: 'HSC 2nd year',
    daysPerWeek: 2,
    salary: 6000,
    mode: 'online',
    daysAgo: 3,
    unread: true,
  },
  {
    tutor: 0,
    student: 3,
    status: 'ended',
    by: 'student',
    subject: 'Physics',
    classLevel: 'Class 9',
    daysPerWeek: 4,
    salary: 7500,
    mode: 'offline',
    area: 'Tejgaon, Dhaka',
    daysAgo: 120,
  },
  // The demo student's other requests: waiting, declined, cancelled, ended.
  {
    tutor: 3,
    student: 0,
    status: 'requested',
    subject: 'Mathematics',
    classLevel: 'HSC 1st year',
    daysPerWeek: 2,
    salary: 6000,
    mode: 'online',
    message: 'Calculus from the start, please.',
    daysAgo: 2,
  },
  {
    tutor: 2,
    student: 0,
    status: 'declined',
    reason: 'schedule',
    subject: 'Mathematics',
    classLevel: 'HSC 1st year',
    daysPerWeek: 5,
    salary: 9000,
    mode: 'offline',
    area: 'New Market, Dhaka',
    daysAgo: 6,
    unread: true,
  },
  {
    tutor: 4,
    student: 0,
    status: 'cancelled',
    by: 'student',
    reason: 'salary',
    subject: 'English',
    classLevel: 'HSC 1st year',
    daysPerWeek: 2,
    salary: 5000,
    mode: 'online',
    daysAgo: 20,
  },
  {
    tutor: 1,
    student: 0,
    status: 'ended',
    by: 'tutor',
    reason: 'no-longer-needed',
    subject: 'Chemistry',
    classLevel: 'Class 10',
    daysPerWeek: 3,
    salary: 8000,
    mode: 'offline',
    area: 'New Market, Dhaka',
    daysAgo: 150,
    unread: true,
  },
  // Other pairs' past tuitions.
  {
    tutor: 1,
    student: 1,
    status: 'ended',
    by: 'student',
    subject: 'Chemistry',
    classLevel: 'Class 9',
    daysPerWeek: 3,
    salary: 8500,
    mode: 'offline',
    area: 'Bailey Road, Dhaka',
    daysAgo: 200,
  },
  {
    tutor: 2,
    student: 2,
    status: 'ended',
    by: 'tutor',
    subject: 'Mathematics',
    classLevel: 'HSC 2nd year',
    daysPerWeek: 4,
    salary: 9000,
    mode: 'online',
    daysAgo: 90,
  },
];

/** How long each ended demo tuition ran: past the rating window, so its student could rate it. */
export const ENDED_RAN_DAYS = 40;

/** `YYYY-MM-DD` of an instant (UTC is close enough for demo start dates). */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The moves that brought a demo hire to its status, each with who made it. */
function movesOf(hire: DemoHire): Array<[HireStatus, Mover]> {
  const last: Mover = hire.by ?? 'tutor';
  switch (hire.status) {
    case 'requested':
      return [];
    case 'accepted':
    case 'declined':
    case 'cancelled':
      return [[hire.status, last]];
    case 'ended':
      return [
        ['accepted', 'tutor'],
        ['ended', last],
      ];
  }
}

const rolesOf = (by: Mover): HireRoles => ({
  tutor: by === 'tutor',
  student: by === 'student',
  admin: false,
});

/** Writes the demo hires and the notices each step would have sent (read but the last). */
export async function seedDemoHires(
  tx: EntityManager,
  tutors: User[],
  students: User[],
  charges: Pick<ChargesService, 'chargeAcceptedHire'>,
) {
  for (const demo of DEMO_HIRES) {
    const tutor = tutors[demo.tutor];
    const student = students[demo.student];
    const requestedAt = new Date(Date.now() - demo.daysAgo * DAY);
    const moves = movesOf(demo);
    // Each move a day after the previous one (or an hour, for requests made yesterday); an
    // ended tuition ran long enough to be rated before it ended.
    const step = demo.daysAgo > moves.length ? DAY : 3_600_000;
    const movedAt = (i: number) =>
      new Date(
        requestedAt.getTime() +
          step +
          (moves[i]?.[0] === 'ended' ? ENDED_RAN_DAYS * DAY : i * step),
      );
    const acceptedAt = moves.findIndex(([to]) => to === 'accepted');
    const endedAt = moves.findIndex(([to]) => to === 'ended');
    const hire = tx.create(Hire, {
      tutorId: tutor.id,
      studentId: student.id,
      status: demo.status,
      reason: demo.reason ?? null,
      subject: demo.subject,
      classLevel: demo.classLevel,
      daysPerWeek: demo.daysPerWeek,
      salary: demo.salary,
      startDate: dayOf(new Date(requestedAt.getTime() + 7 * DAY)),
      mode: demo.mode,
      area: demo.area ?? null,
      message: demo.message ?? null,
      acceptedAt: acceptedAt < 0 ? null : movedAt(acceptedAt),
      endedAt: endedAt < 0 ? null : movedAt(endedAt),
      createdAt: requestedAt,
      updatedAt: moves.length > 0 ? movedAt(moves.length - 1) : requestedAt,
    });
    await tx.save(hire);
    if (demo.charged && hire.acceptedAt) {
      await charges.chargeAcceptedHire(tx, hire, hire.acceptedAt);
    }

    const named = { ...hire, tutor, student };
    const notices = [
      ...requestNotices(named).map((n) => ({ ...n, createdAt: requestedAt })),
      ...moves.flatMap(([to, by], i) =>
        moveNotices(
          named,
          to,
          i === moves.length - 1 ? (demo.reason ?? null) : null,
          rolesOf(by),
        ).map((n) => ({ ...n, createdAt: movedAt(i) })),
      ),
    ];
    await tx.save(
      notices.map((n, i) =>
        tx.create(Notification, { ...n, read: !(demo.unread && i === notices.length - 1) }),
      ),
    );
  }
}
