import { Global, Module } from '@nestjs/common';
import { Metrics } from './metrics.service';

/** Global: every feature may count what it does (the API and the worker alike). */
@Global()
@Module({ providers: [Metrics], exports: [Metrics] })
export class MetricsModule {}
