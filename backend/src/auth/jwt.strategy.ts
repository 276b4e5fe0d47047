import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { PassportStrategy } from '@nestjs/passport';
import { isUUID } from 'class-validator';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AccountRolesService } from '../admin/account-roles.service';
import type { Env } from '../config/env.validation';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import type { ApiTokenPayload } from './auth.service';
import { refuseSuspended } from './suspension';

export const API_TOKEN = {
  algorithm: 'HS256',
  issuer: 'tutorhub',
  audience: 'tutorhub-api',
  ttlSeconds: 60 * 60,
} as const;

/**
 * Our API token (HS256, JWT_SECRET). The account is read from the database on every request,
 * so a promotion, suspension or deletion counts from the next call on.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: ConfigService<Env, true>,
    private readonly users: UsersService,
    private readonly roles: AccountRolesService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.getOrThrow('JWT_SECRET', { infer: true }),
      algorithms: [API_TOKEN.algorithm],
      issuer: API_TOKEN.issuer,
      audience: API_TOKEN.audience,
    });
  }

  /**
   * A deleted account (or a malformed subject) fails: passport answers 401. A suspended one
   * answers 403; an ADMIN_EMAILS admin whose email left the list is demoted here.
   */
  async validate(payload: ApiTokenPayload): Promise<User | false> {
    if (typeof payload.sub !== 'string' || !isUUID(payload.sub)) {
      return false;
    }
    const user = await this.users.findById(payload.sub);
    return user ? this.roles.dropUnlistedAdmin(refuseSuspended(user)) : false;
  }
}
