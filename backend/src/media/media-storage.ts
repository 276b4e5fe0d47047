import type { FastifyInstance } from 'fastify';

/** Where uploaded images live. Keys are content hashes, so a key never changes meaning. */
export abstract class MediaStorage {
  /** Stores `body` under `key` and returns the URL the browser shows it from. */
  abstract save(key: string, body: Buffer, contentType: string): Promise<string>;

  /** Serves the stored files from this app, for drivers that need that (disk). */
  mount?(fastify: FastifyInstance): Promise<void>;
}

/** Stored files never change: browsers and proxies may keep them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
