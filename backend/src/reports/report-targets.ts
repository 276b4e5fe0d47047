import { type CodedMessage, coded, LIMITS, type ReportTargetType } from '@tutorhub/contracts';
import type { EntityManager } from 'typeorm';
import { deleteTutorReview } from '../tutor-reviews/tutor-reviews.service';

/** A reported item as the admins' queue shows it in place, and whose it is. */
export interface ReportedItem {
  id: string;
  /** A profile's name or a blog post's title. */
  title: string | null;
  /** The text others read: a profile's about, a review, the start of a blog post. */
  text: string | null;
  /** The member who wrote it (the profile itself); null once that account is deleted. */
  authorId: string | null;
  authorName: string | null;
}

/** How the reports module reads and removes one kind of item. */
interface ReportTarget {
  /** A profile: enough open reports put it at the top of the admins' queue. */
  profile: boolean;
  /** The 404 message of an unknown item. */
  notFound: CodedMessage;
  /** The select list over `t` (id, title, text, "authorId", "authorName") and its FROM. */
  select: string;
  /** Deletes the item, or hides what others read of it. */
  remove(tx: EntityManager, id: string): Promise<void>;
  /** For an item only some members read: whether `userId` does (others get its 404). */
  readBy?(db: EntityManager, id: string, userId: string): Promise<boolean>;
}

const deleteFrom = (table: string) => async (tx: EntityManager, id: string) => {
  await tx.query(`DELETE FROM "${table}" WHERE id = $1`, [id]);
};

/** A profile: its name and about; removing its content clears the about and the picture. */
const profile = (kind: 'tutor' | 'student'): ReportTarget => ({
  profile: true,
  notFound: coded(`notFound.${kind}`),
  select: `SELECT t.id, t.name AS title, t.about AS text, t.id AS "authorId",
    t.name AS "authorName" FROM "users" t WHERE t.kind = '${kind}' AND`,
  remove: async (tx, id) => {
    await tx.query(`UPDATE "users" SET "about" = NULL, "image" = NULL WHERE id = $1`, [id]);
  },
});

/**
 * Every kind of item a member can report. A new kind is one entry here and one in
 * REPORT_TARGET_TYPES.
 */
export const REPORT_TARGETS: Record<ReportTargetType, ReportTarget> = {
  tutor: profile('tutor'),
  student: profile('student'),
  'tutor-review': {
    profile: false,
    notFound: coded('notFound.review'),
    select: `SELECT t.id, NULL AS title, t.message AS text, t."studentId" AS "authorId",
      t."studentName" AS "authorName" FROM "tutor_reviews" t WHERE`,
    remove: async (tx, id) => {
      await deleteTutorReview(tx, id);
    },
  },
  review: {
    profile: false,
    notFound: coded('notFound.review'),
    select: `SELECT t.id, NULL AS title, t.message AS text, t."authorId",
      t.name AS "authorName" FROM "reviews" t WHERE`,
    remove: deleteFrom('reviews'),
  },
  blog: {
    profile: false,
    notFound: coded('notFound.blog'),
    select: `SELECT t.id, t.name AS title, left(t.description, ${LIMITS.reportExcerptMax}) AS text,
      t."authorId", u.name AS "authorName"
      FROM "blogs" t LEFT JOIN "users" u ON u.id = t."authorId" WHERE`,
    remove: deleteFrom('blogs'),
  },
  // A message of a conversation: only its two parties read it, so only they may report it.
  message: {
    profile: false,
    notFound: coded('notFound.message'),
    select: `SELECT t.id, NULL AS title, t.text, t."senderId" AS "authorId",
      u.name AS "authorName" FROM "messages" t LEFT JOIN "users" u ON u.id = t."senderId" WHERE`,
    remove: async (tx, id) => {
      await tx.query(`UPDATE "messages" SET text = NULL, "deletedAt" = now() WHERE id = $1`, [id]);
    },
    readBy: async (db, id, userId) => {
      const rows: unknown[] = await db.query(
        `SELECT 1 FROM "messages" m JOIN "conversations" c ON c.id = m."conversationId"
          WHERE m.id = $1 AND $2 IN (c."studentId", c."tutorId")`,
        [id, userId],
      );
      return rows.length > 0;
    },
  },
};

/** The kinds of item that are profiles. */
export const PROFILE_TARGETS = (Object.keys(REPORT_TARGETS) as ReportTargetType[]).filter(
  (type) => REPORT_TARGETS[type].profile,
);

/** The items of `ids` of one kind that still exist, by id. */
export async function findReportedItems(
  db: EntityManager,
  type: ReportTargetType,
  ids: string[],
): Promise<Map<string, ReportedItem>> {
  const rows = (await db.query(`${REPORT_TARGETS[type].select} t.id = ANY($1::uuid[])`, [
    ids,
  ])) as ReportedItem[];
  return new Map(rows.map((row) => [row.id, row]));
}
