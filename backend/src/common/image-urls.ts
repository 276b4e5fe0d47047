import { isURL } from 'class-validator';

/** The storage key of an image our media store holds: the SHA-256 of its WebP bytes. */
export const MEDIA_KEY = /^[0-9a-f]{64}\.webp$/;

/** Our own stored images as the disk driver answers them, relative to this site. */
const OWN_MEDIA_PREFIX = '/media/';

interface ImageSources {
  /** What the configured media store's URLs start with (e.g. the S3 public URL). */
  storePrefix?: string;
  /** Hosts whose https URLs are accepted as they are (the IMAGE_HOSTS setting). */
  hosts: string[];
}

let sources: ImageSources = { hosts: [] };

/** Set once at boot by the media module, before any request is validated. */
export function acceptImagesFrom(next: ImageSources): void {
  sources = { ...next, hosts: next.hosts.map((h) => h.trim().toLowerCase()).filter(Boolean) };
}

function isStoredImage(value: string, prefix: string): boolean {
  return value.startsWith(prefix) && MEDIA_KEY.test(value.slice(prefix.length));
}

/**
 * An image URL records may show: one our media store produced, or an https URL on a listed
 * host. A `/media/<key>` path is accepted whatever the driver: it can only point at this
 * site, so it never lets a record show (or track visitors through) someone else's server.
 */
export function isImageUrl(value: unknown): boolean {
  if (typeof value !== 'string') {
    return false;
  }
  if (
    isStoredImage(value, OWN_MEDIA_PREFIX) ||
    (sources.storePrefix !== undefined && isStoredImage(value, sources.storePrefix))
  ) {
    return true;
  }
  if (!isURL(value, { protocols: ['https'], require_protocol: true, require_tld: true })) {
    return false;
  }
  return sources.hosts.includes(new URL(value).hostname.toLowerCase());
}
