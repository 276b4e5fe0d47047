import type { FastifyInstance } from 'fastify';

/** Where uploaded images live. Keys are content hashes, so a key never changes meaning. */
export abstract class MediaStorage {
  /** What every URL this store answers starts with; the key follows. */
  abstract readonly urlPrefix: string;

  /** Stores `body` under `key` and returns the URL the browser shows it from. */
  abstract save(key: string, body: Buffer, contentType: string): Promise<string>;

  /** Removes the file under `key`; a missing one is not an error. */
  abstract delete(key: string): Promise<void>;

  /** Serves the stored files from this app, for drivers that need that (disk). */
  mount?(fastify: FastifyInstance): Promise<void>;
}

/** Stored files never change: browsers and proxies may keep them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
