import type { EntityManager } from 'typeorm';
import { ratingColumns } from '../profiles/tutor-rating';
import { TutorReview } from '../tutor-reviews/tutor-review.entity';
import { User } from '../users/user.entity';

const DAY = 24 * 3_600_000;

/**
 * Ratings of ended demo tuitions (indexes into the seeded tutors and students, pairs whose
 * hire DEMO_HIRES ends). The demo student's own ended tuition stays unrated, so the demo can
 * rate it.
 */
const DEMO_REVIEWS = [
  {
    tutor: 0,
    student: 3,
    rating: 5,
    daysAgo: 100,
    message: 'Ayesha made mechanics finally click. Always prepared.',
  },
  {
    tutor: 1,
    student: 1,
    rating: 4,
    daysAgo: 180,
    message: 'Clear chemistry lessons; sometimes ran late.',
  },
  {
    tutor: 2,
    student: 2,
    rating: 5,
    daysAgo: 80,
    message: 'Patient with calculus and great past-paper practice.',
  },
];

/** Tutors with the verified badge and a profile text. */
const DEMO_PROFILES = [
  {
    tutor: 0,
    about:
      'Physics graduate who has taught SSC and HSC students for six years, online and in Dhanmondi.',
  },
  {
    tutor: 1,
    about: 'Chemistry tutor for Class 9 to HSC: short notes, weekly tests and exam practice.',
  },
];

/** Writes the demo ratings with each tutor's stored rating, badges and profile texts. */
export async function seedDemoReviews(tx: EntityManager, tutors: User[], students: User[]) {
  for (const r of DEMO_REVIEWS) {
    const student = students[r.student];
    await tx.insert(TutorReview, {
      tutorId: tutors[r.tutor].id,
      studentId: student.id,
      studentName: student.name ?? 'Student',
      studentImage: student.image,
      rating: r.rating,
      message: r.message,
      createdAt: new Date(Date.now() - r.daysAgo * DAY),
    });
  }
  for (const [i, tutor] of tutors.entries()) {
    const ratings = DEMO_REVIEWS.filter((r) => r.tutor === i).map((r) => r.rating);
    const sum = ratings.reduce((a, b) => a + b, 0);
    const profile = DEMO_PROFILES.find((p) => p.tutor === i);
    await tx.update(
      User,
      { id: tutor.id },
      {
        ...ratingColumns(ratings.length, sum),
        ...(profile ? { about: profile.about, verified: true } : {}),
      },
    );
  }
}
