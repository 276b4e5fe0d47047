import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { CachedReads } from './cached-reads.service';
import { ResponseCache } from '../database/response-cache';
import { Metrics } from '../metrics/metrics.service';

/** Repeated reads answered before routing: every feature's read paths remember theirs here. */
@Global()
@Module({
  imports: [AuthModule],
  providers: [CachedReads],
  exports: [CachedReads],
})
export class CachedReadsModule {
  constructor(metrics: Metrics, cache: ResponseCache) {
    metrics.counter(
      'response_cache_hits_total',
      'Reads answered from the response cache',
      () => cache.hits,
    );
    metrics.counter(
      'response_cache_misses_total',
      'Reads the response cache loaded from the database',
      () => cache.misses,
    );
  }
}
