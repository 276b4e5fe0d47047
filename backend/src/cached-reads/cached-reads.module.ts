import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { FastReads } from './fast-reads.service';

/** Repeated reads answered before routing: every feature's read paths remember theirs here. */
@Global()
@Module({
  imports: [AuthModule],
  providers: [FastReads],
  exports: [FastReads],
})
export class FastReadsModule {}
