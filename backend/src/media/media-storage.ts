import { IMAGE_VARIANT_WIDTHS } from '@tutorhub/contracts';
import type { FastifyInstance } from 'fastify';
import { widthVariants } from './image-processor';
import { mediaKeyOf, variantKeyOf } from './media-key';

const WEBP = 'image/webp';

/** Where uploaded images live. Keys are content hashes, so a key never changes meaning. */
export abstract class MediaStorage {
  /** What every URL this store answers starts with; the key follows. */
  abstract readonly urlPrefix: string;

  /** Stores `body` under `key` and returns the URL the browser shows it from. */
  abstract save(key: string, body: Buffer, contentType: string): Promise<string>;

  /** Removes the file under `key`; a missing one is not an error. */
  abstract delete(key: string): Promise<void>;

  /**
   * Stores a re-encoded image under its content hash, with its width copies beside it; answers
   * the key and the URL. The copies go first, so a URL a record can hold always has them.
   */
  async saveImage(webp: Buffer): Promise<{ key: string; url: string }> {
    const key = mediaKeyOf(webp);
    const variants = await widthVariants(webp);
    await Promise.all(variants.map((v) => this.save(variantKeyOf(key, v.width), v.webp, WEBP)));
    return { key, url: await this.save(key, webp, WEBP) };
  }

  /** Removes a stored image and its width copies; the image itself last, so a failure keeps it findable. */
  async deleteImage(key: string): Promise<void> {
    await Promise.all(IMAGE_VARIANT_WIDTHS.map((width) => this.delete(variantKeyOf(key, width))));
    await this.delete(key);
  }

  /** Serves the stored files from this app, for drivers that need that (disk). */
  mount?(fastify: FastifyInstance): Promise<void>;
}

/** Stored files never change: browsers and proxies may keep them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
