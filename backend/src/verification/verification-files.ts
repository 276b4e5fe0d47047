import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DocumentStorage } from './document-storage';

/**
 * Deletes documents from the store inside the transaction that deletes their rows: a store
 * that refuses rolls the deletion back, so no row ever points at nothing and no file outlives
 * its row unseen.
 */
@Injectable()
export class VerificationFiles {
  constructor(private readonly storage: DocumentStorage) {}

  /** Every document of `tutorId`'s request: on withdrawal and when the account is deleted. */
  async deleteOfTutor(manager: EntityManager, tutorId: string): Promise<number> {
    const rows = (await manager.query(
      `DELETE FROM verification_documents d USING verification_requests r
       WHERE d."requestId" = r.id AND r."tutorId" = $1
       RETURNING d."storageKey" AS "key"`,
      [tutorId],
    )) as [Array<{ key: string }>, number] | Array<{ key: string }>;
    const keys = flatRows(rows).map((r) => r.key);
    await this.storage.deleteAll(keys);
    return keys.length;
  }

  /** The documents of one request: for retention. */
  async deleteOfRequest(manager: EntityManager, requestId: string): Promise<number> {
    const rows = (await manager.query(
      `DELETE FROM verification_documents WHERE "requestId" = $1 RETURNING "storageKey" AS "key"`,
      [requestId],
    )) as [Array<{ key: string }>, number] | Array<{ key: string }>;
    const keys = flatRows(rows).map((r) => r.key);
    await this.storage.deleteAll(keys);
    return keys.length;
  }
}

/** TypeORM answers a DELETE … RETURNING on PostgreSQL as [rows, count]. */
function flatRows<R>(answer: [R[], number] | R[]): R[] {
  return Array.isArray(answer[0]) ? (answer[0] as R[]) : (answer as R[]);
}
