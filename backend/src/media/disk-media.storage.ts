import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMMUTABLE_CACHE, MediaStorage } from './media-storage';

export const MEDIA_URL_PREFIX = '/media/';

/** Files under MEDIA_DIR, served by this app under /media/. */
export class DiskMediaStorage extends MediaStorage {
  readonly urlPrefix = MEDIA_URL_PREFIX;
  private readonly root: string;

  constructor(dir: string) {
    super();
    this.root = path.resolve(dir);
  }

  async save(key: string, body: Buffer): Promise<string> {
    const file = path.join(this.root, key);
    await fs.mkdir(this.root, { recursive: true });
    // Write aside and rename, so a reader never sees half a file.
    const temp = `${file}.${randomUUID()}.tmp`;
    await fs.writeFile(temp, body);
    await fs.rename(temp, file);
    return `${MEDIA_URL_PREFIX}${key}`;
  }

  async delete(key: string): Promise<void> {
    await fs.rm(path.join(this.root, key), { force: true });
  }

  override async mount(fastify: FastifyInstance): Promise<void> {
    await fs.mkdir(this.root, { recursive: true });
    await fastify.register(fastifyStatic, {
      root: this.root,
      prefix: MEDIA_URL_PREFIX,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: (reply) => void reply.header('Cache-Control', IMMUTABLE_CACHE),
    });
  }
}
