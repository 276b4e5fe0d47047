import { randomBytes } from 'node:crypto';

/** A document read back for an admin: its bytes from disk, or a short-lived link to them. */
export type DocumentAccess =
  { kind: 'file'; body: Buffer } | { kind: 'link'; url: string; expiresAt: Date };

/** How long a presigned link to a document stays valid. */
export const DOCUMENT_LINK_SECONDS = 5 * 60;

/**
 * The private store of verification documents, apart from the public images: nothing in it is
 * ever served by the web server; an admin reads a document through the API only.
 */
export abstract class DocumentStorage {
  /** Stores `body` under `key` (a `newDocumentKey()`). */
  abstract save(key: string, body: Buffer, contentType: string): Promise<void>;

  /** The document for an admin; `now` is when the link's 5 minutes start. */
  abstract access(key: string, now: Date): Promise<DocumentAccess>;

  /** Removes the file under `key`; a missing one is not an error. */
  abstract delete(key: string): Promise<void>;

  /** Removes several at once. */
  async deleteAll(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.delete(key)));
  }
}

/** 128 random bits: a key says nothing of its tutor or file and cannot be guessed. */
export function newDocumentKey(): string {
  return `${randomBytes(16).toString('hex')}.bin`;
}

/** Only keys `newDocumentKey` makes reach the store, so none can name a path outside it. */
export function isDocumentKey(key: string): boolean {
  return /^[0-9a-f]{32}\.bin$/.test(key);
}
