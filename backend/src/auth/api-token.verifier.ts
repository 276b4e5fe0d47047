import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import { isUUID } from 'class-validator';
import type { KeyObject } from 'node:crypto';
import type { Env } from '../config/env.validation';
import { apiTokenKey } from '../config/jwt-secret';

export const API_TOKEN = {
  algorithm: 'HS256',
  issuer: 'tutorhub',
  audience: 'tutorhub-api',
  ttlSeconds: 60 * 60,
  // The replica that signed a token and the one checking it may disagree on the time a little.
  clockToleranceSeconds: 5,
} as const;

/** Tokens whose signature and claims were already checked; past it the memory starts over. */
const MAX_REMEMBERED_TOKENS = 10_000;

/** What a checked token grants until it expires (its not-before time had passed already). */
interface Checked {
  subject: string;
  /** The token's exp, in seconds since the epoch. */
  expires: number;
}

/** The claims of a token whose signature, issuer, audience and times were checked. */
export interface TokenClaims {
  sub?: unknown;
  exp?: unknown;
}

/**
 * The account id named by checked claims, or null. Our tokens always name an account id and
 * always expire: claims without them were not signed by this API.
 */
export function subjectOf(claims: TokenClaims): string | null {
  return typeof claims.sub === 'string' && isUUID(claims.sub) && typeof claims.exp === 'number'
    ? claims.sub
    : null;
}

/**
 * The one check of our API tokens (HS256 with JWT_SECRET, issuer, audience, expiry), used by the
 * sign-in guard and by the fast read path alike. A token's signature, issuer and audience never
 * change, so a token checked once is remembered by its exact text and later only its expiry is
 * compared with the clock (time only moves on past its not-before): the same verdict as checking it again, without the HMAC.
 */
@Injectable()
export class ApiTokenVerifier {
  private readonly key: KeyObject;
  /** jsonwebtoken (synchronous HMAC) with a key made once: handed a string it builds one per call. */
  private readonly jwt = new JwtService();
  private readonly checked = new Map<string, Checked>();

  constructor(config: ConfigService<Env, true>) {
    this.key = apiTokenKey(config.getOrThrow('JWT_SECRET', { infer: true }));
  }

  /** The account id a valid token names, or null for a bad, expired or foreign token. */
  subject(token: string, nowSeconds = Date.now() / 1000): string | null {
    const checked = this.checked.get(token) ?? this.check(token);
    return checked && nowSeconds < checked.expires + API_TOKEN.clockToleranceSeconds
      ? checked.subject
      : null;
  }

  /**
   * The same key and rules for passport-jwt, which checks the token of every call that the
   * fast read path does not answer (the global sign-in guard).
   */
  passportOptions() {
    return {
      // jsonwebtoken takes a KeyObject; the typings predate that.
      secretOrKey: this.key as unknown as Buffer,
      algorithms: [API_TOKEN.algorithm],
      issuer: API_TOKEN.issuer,
      audience: API_TOKEN.audience,
      jsonWebTokenOptions: { clockTolerance: API_TOKEN.clockToleranceSeconds },
    };
  }

  private check(token: string): Checked | undefined {
    let claims: TokenClaims;
    try {
      claims = this.jwt.verify(token, {
        secret: this.key as unknown as Buffer,
        algorithms: [API_TOKEN.algorithm],
        issuer: API_TOKEN.issuer,
        audience: API_TOKEN.audience,
        clockTolerance: API_TOKEN.clockToleranceSeconds,
      });
    } catch {
      return undefined;
    }
    const subject = subjectOf(claims);
    if (subject === null) {
      return undefined;
    }
    const checked = { subject, expires: claims.exp as number };
    if (this.checked.size >= MAX_REMEMBERED_TOKENS) {
      this.checked.clear();
    }
    this.checked.set(token, checked);
    return checked;
  }
}
