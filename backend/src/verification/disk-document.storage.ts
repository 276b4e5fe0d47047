import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type DocumentAccess, DocumentStorage, isDocumentKey } from './document-storage';

/** Files under DOCUMENTS_DIR (outside MEDIA_DIR), readable only through the admins' call. */
export class DiskDocumentStorage extends DocumentStorage {
  private readonly root: string;

  constructor(dir: string) {
    super();
    this.root = path.resolve(dir);
  }

  /** Creates the folder, readable by this process's user only. */
  async prepare(): Promise<void> {
    await fs.mkdir(this.root, { recursive: true, mode: 0o700 });
  }

  async save(key: string, body: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await this.prepare();
    // Write aside and rename, so a reader never sees half a file.
    const temp = `${file}.${randomUUID()}.tmp`;
    await fs.writeFile(temp, body, { mode: 0o600 });
    await fs.rename(temp, file);
  }

  async access(key: string): Promise<DocumentAccess> {
    return { kind: 'file', body: await fs.readFile(this.fileOf(key)) };
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.fileOf(key), { force: true });
  }

  private fileOf(key: string): string {
    if (!isDocumentKey(key)) {
      throw new Error('Not a document key');
    }
    return path.join(this.root, key);
  }
}
