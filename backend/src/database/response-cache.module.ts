import { Global, Injectable, Module } from '@nestjs/common';
import {
  type AfterQueryEvent,
  DataSource,
  type EntitySubscriberInterface,
  type QueryRunner,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';
import { ResponseCache } from './response-cache';
import { ChangeFeed } from './change-feed';

/** Bytes of serialised answers one replica keeps (least recently used go first). */
const ANSWER_CACHE_BYTES = 32 * 1024 * 1024;

/** The tables a statement writes: INSERT INTO / UPDATE / DELETE FROM / TRUNCATE <table>. */
const WRITTEN_TABLE =
  /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+(?:ONLY\s+)?(?:"?public"?\.)?"?(\w+)"?/gi;

/** The tables `sql` may write; nothing for a plain read. */
export function writtenTables(sql: string): string[] {
  return [...sql.matchAll(WRITTEN_TABLE)].map((match) => match[1]);
}

/**
 * Invalidates the answers read from a table as soon as this replica writes it (any statement,
 * raw SQL included), so the next request here sees the write. Inside a transaction, again once
 * it commits: a read between the write and the commit still saw the old rows. Other replicas
 * (and cascades the SQL does not name) are covered by the database's change feed.
 */
@Injectable()
export class ResponseCacheInvalidator implements EntitySubscriberInterface {
  private readonly inTransaction = new WeakMap<QueryRunner, Set<string>>();

  constructor(
    dataSource: DataSource,
    private readonly cache: ResponseCache,
  ) {
    dataSource.subscribers.push(this);
  }

  afterQuery(event: AfterQueryEvent): void {
    if (!event.success) {
      return;
    }
    for (const table of writtenTables(event.query)) {
      this.cache.invalidate(table);
      if (event.queryRunner.isTransactionActive) {
        const tables = this.inTransaction.get(event.queryRunner) ?? new Set<string>();
        tables.add(table);
        this.inTransaction.set(event.queryRunner, tables);
      }
    }
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    for (const table of this.inTransaction.get(event.queryRunner) ?? []) {
      this.cache.invalidate(table);
    }
    this.inTransaction.delete(event.queryRunner);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.inTransaction.delete(event.queryRunner);
  }
}

/**
 * The replica's response cache for every feature's read paths: it serves only while the change
 * feed is live, drops a table's answers on each change notice from any replica, and everything
 * when notices may have been missed.
 */
function feedCache(changes: ChangeFeed): ResponseCache {
  const cache: ResponseCache = new ResponseCache(ANSWER_CACHE_BYTES, {
    isLive: () => changes.isLive,
    watch: (table) => changes.subscribe(table, () => cache.invalidate(table)),
  });
  changes.onReset(() => cache.clear());
  return cache;
}

@Global()
@Module({
  providers: [
    { provide: ResponseCache, inject: [ChangeFeed], useFactory: feedCache },
    ResponseCacheInvalidator,
  ],
  exports: [ResponseCache],
})
export class ResponseCacheModule {}
