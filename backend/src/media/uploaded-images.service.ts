import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The record of uploaded images: who stored what, when. */
@Injectable()
export class UploadedImages {
  constructor(private readonly db: DataSource) {}

  /** Notes an upload; the same bytes uploaded again count as the latest uploader's, from now. */
  async record(key: string, url: string, ownerId: string): Promise<void> {
    await this.db.query(
      `INSERT INTO "uploaded_images" ("key", "url", "ownerId") VALUES ($1, $2, $3)
       ON CONFLICT ("key") DO UPDATE
       SET "url" = EXCLUDED."url", "ownerId" = EXCLUDED."ownerId", "createdAt" = now()`,
      [key, url, ownerId],
    );
  }

  /**
   * How many files `ownerId` stored in the last 24 hours (images and verification documents
   * together), and when the oldest leaves that day.
   */
  async lastDay(ownerId: string): Promise<{ count: number; retryAfter: number }> {
    const [row]: Array<{ count: number; retryAfter: number | null }> = await this.db.query(
      `SELECT count(*)::int AS "count",
              ceil(extract(epoch FROM min(at) + interval '1 day' - now()))::int AS "retryAfter"
       FROM (SELECT "createdAt" AS at FROM "uploaded_images" WHERE "ownerId" = $1
             UNION ALL
             SELECT "uploadedAt" FROM "verification_documents" WHERE "ownerId" = $1) uploads
       WHERE at > now() - interval '1 day'`,
      [ownerId],
    );
    return { count: row.count, retryAfter: Math.max(1, row.retryAfter ?? 1) };
  }
}
