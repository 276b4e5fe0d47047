import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { AdminModule } from '../admin/admin.module';
import { SiteClockModule } from '../common/site-time';
import type { Env } from '../config/env.validation';
import { apiTokenKey } from '../config/jwt-secret';
import { UsersModule } from '../users/users.module';
import { AccountCache, AccountCacheWriteInterceptor } from './account-cache';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import {
  EmulatorIdTokenVerifier,
  GoogleIdTokenVerifier,
  IdTokenVerifier,
} from './id-token.verifier';
import { API_TOKEN, ApiTokenVerifier, JwtStrategy } from './api-token';
import { SignOut } from './sign-out';

@Module({
  imports: [
    UsersModule,
    AdminModule,
    SiteClockModule,
    JwtModule.registerAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService<Env, true>) => ({
        privateKey: apiTokenKey(config.getOrThrow('JWT_SECRET', { infer: true })),
        signOptions: {
          algorithm: API_TOKEN.algorithm,
          issuer: API_TOKEN.issuer,
          audience: API_TOKEN.audience,
          expiresIn: API_TOKEN.ttlSeconds,
        },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    AccountCache,
    { provide: APP_INTERCEPTOR, useClass: AccountCacheWriteInterceptor },
    ApiTokenVerifier,
    JwtStrategy,
    SignOut,
    {
      provide: IdTokenVerifier,
      inject: [ConfigService],
      useFactory: (config: ConfigService<Env, true>): IdTokenVerifier => {
        const projectId = config.get('FIREBASE_PROJECT_ID', { infer: true });
        const emulatorHost = config.get('FIREBASE_AUTH_EMULATOR_HOST', { infer: true });
        // Config validation refuses the emulator when NODE_ENV=production.
        return emulatorHost
          ? new EmulatorIdTokenVerifier(projectId, emulatorHost)
          : new GoogleIdTokenVerifier(projectId);
      },
    },
  ],
  exports: [AuthService, AccountCache, ApiTokenVerifier, JwtStrategy],
})
export class AuthModule {}
