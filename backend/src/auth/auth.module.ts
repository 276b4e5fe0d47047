import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AdminModule } from '../admin/admin.module';
import type { Env } from '../config/env.validation';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import {
  EmulatorIdTokenVerifier,
  GoogleIdTokenVerifier,
  IdTokenVerifier,
} from './id-token.verifier';
import { API_TOKEN, JwtStrategy } from './jwt.strategy';

@Module({
  imports: [
    UsersModule,
    AdminModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService<Env, true>) => ({
        secret: config.getOrThrow('JWT_SECRET', { infer: true }),
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
    JwtStrategy,
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
  exports: [AuthService],
})
export class AuthModule {}
