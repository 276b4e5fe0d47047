import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MediaStorage } from './media-storage';

/** An upload nothing uses is kept this long: the form it was made for may still be open. */
const UNUSED_IMAGE_GRACE_SECONDS = 24 * 60 * 60;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Advisory lock key: one replica sweeps at a time, the others skip that round. */
const SWEEP_LOCK = 'tutorhub:unused-images';

/**
 * Removes uploaded images that no record shows (every entity column named `image`) once they
 * are older than the grace period, with their width copies, from storage and from the upload
 * record.
 */
@Injectable()
export class UnusedImageSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(UnusedImageSweeper.name);
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly db: DataSource,
    private readonly storage: MediaStorage,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.sweep().catch((err: unknown) => this.logger.warn({ err }, 'Image sweep failed'));
    }, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Removes the unused images older than `graceSeconds`; answers their keys. */
  sweep(graceSeconds = UNUSED_IMAGE_GRACE_SECONDS): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      const [{ locked }]: Array<{ locked: boolean }> = await tx.query(
        `SELECT pg_try_advisory_xact_lock(hashtext($1)) AS "locked"`,
        [SWEEP_LOCK],
      );
      if (!locked) {
        return [];
      }
      // TypeORM answers a DELETE … RETURNING as [rows, count].
      const [removed]: [Array<{ key: string }>, number] = await tx.query(
        `DELETE FROM "uploaded_images" u
         WHERE u."createdAt" < now() - make_interval(secs => $1)
         ${this.imageColumns()
           .map(
             ([table, column]) =>
               `AND NOT EXISTS (SELECT 1 FROM "${table}" r
                  WHERE substring(r."${column}" from '[^/]+$') = u."key")`,
           )
           .join('\n')}
         RETURNING u."key"`,
        [graceSeconds],
      );
      // Files go before the rows are committed: if storage fails, the rows stay for next time.
      for (const { key } of removed) {
        await this.storage.deleteImage(key);
      }
      return removed.map((r) => r.key);
    });
  }

  /** [table, column] of every image a record can show (`image`, or a snapshot such as `studentImage`). */
  private imageColumns(): Array<[string, string]> {
    return this.db.entityMetadatas.flatMap((entity) =>
      entity.columns
        .filter((c) => c.propertyName === 'image' || c.propertyName.endsWith('Image'))
        .map((c): [string, string] => [entity.tableName, c.databaseName]),
    );
  }
}
