import './worker-env';
import 'reflect-metadata';
import { Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoLogger } from 'nestjs-pino';
import { validateEnv } from './config/env.validation';
import { ensureJwtSecret } from './config/jwt-secret';
import { CORE_MODULES } from './core-modules';
import { EmailModule } from './email/email.module';
import { SmsModule } from './sms/sms.module';
import { VerificationRetentionModule } from './verification/verification-retention.module';

/**
 * The delivery worker alone: configuration, the database, the email and SMS modules and the
 * verification documents' retention schedule, no HTTP.
 */
@Module({
  imports: [...CORE_MODULES, EmailModule, SmsModule, VerificationRetentionModule],
})
class WorkerModule {}

/** `npm run worker`: delivers queued emails and SMS until SIGTERM / SIGINT, then finishes the ones in flight. */
async function bootstrap(): Promise<void> {
  let env;
  try {
    ensureJwtSecret(process.env);
    env = validateEnv(process.env);
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
  if (env.MAIL_DISABLED && env.SMS_DISABLED) {
    console.log('MAIL_DISABLED=true and SMS_DISABLED=true: the worker has nothing to deliver');
    process.exit(0);
  }
  if (!env.MAIL_DISABLED && !env.SMTP_URL) {
    console.error('The email worker needs SMTP_URL');
    process.exit(1);
  }
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(PinoLogger));
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  new Logger('Email').log('Email and SMS worker started');
  process.send?.({ ready: true });
}

bootstrap().catch((e: unknown) => {
  console.error(`Email worker failed to start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
