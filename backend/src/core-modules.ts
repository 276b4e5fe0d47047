import { ConfigModule, ConfigService } from '@nestjs/config';
import { LoggerModule } from 'nestjs-pino';
import { type Env, validateEnv } from './config/env.validation';
import { DatabaseModule } from './database/database.module';
import { ENTITIES } from './entities';
import { MetricsModule } from './metrics/metrics.module';

/**
 * What every process of the app starts with, the API (app.module.ts) and the email worker
 * (worker.ts) alike: validated settings, the logger, the database and the metrics listener.
 */
export const CORE_MODULES = [
  ConfigModule.forRoot({ isGlobal: true, cache: true, validate: validateEnv }),
  LoggerModule.forRootAsync({
    inject: [ConfigService],
    useFactory: (config: ConfigService<Env, true>) => ({
      // The root logger only: each request's line comes from config/request-log.ts instead of
      // pino-http's middleware (a child logger and serialisers per request).
      pinoHttp: { level: config.get('LOG_LEVEL', { infer: true }) },
      forRoutes: [],
    }),
  }),
  DatabaseModule.forRoot(ENTITIES),
  MetricsModule,
];
