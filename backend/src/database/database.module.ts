import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Env } from '../config/env.validation';
import { typeormOptions } from './typeorm-options';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService<Env, true>) => ({
        ...typeormOptions(config.get('DATABASE_URL', { infer: true })),
        // Pending migrations are applied at boot, so a deploy is one step.
        migrationsRun: true,
      }),
    }),
  ],
})
export class DatabaseModule {}
