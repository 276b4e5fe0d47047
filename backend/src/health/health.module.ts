import { Global, Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { ShutdownState } from './shutdown-state';

/** Global: main.ts marks the stop, and the readiness check reads it. */
@Global()
@Module({ controllers: [HealthController], providers: [ShutdownState], exports: [ShutdownState] })
export class HealthModule {}
