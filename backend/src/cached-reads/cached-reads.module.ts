import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { CachedReads } from './cached-reads.service';

/** Repeated reads answered before routing: every feature's read paths remember theirs here. */
@Global()
@Module({
  imports: [AuthModule],
  providers: [CachedReads],
  exports: [CachedReads],
})
export class CachedReadsModule {}
