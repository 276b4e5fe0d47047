import { ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import {
  createRemoteJWKSet,
  decodeJwt,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { errorBody } from '../common/errors';
import type { ProvenIdentity } from '../users/users.service';
import { coded } from '@tutorhub/contracts';

const GOOGLE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

const LOOKUP_TIMEOUT_MS = 5000;

/** Proves a Firebase ID token and tells whose it is. */
export abstract class IdTokenVerifier {
  /** @throws UnauthorizedException when the token proves nothing. */
  abstract verify(idToken: string): Promise<ProvenIdentity>;
}

/** Production: the token's RS256 signature, issuer, audience, expiry and subject. */
export class GoogleIdTokenVerifier extends IdTokenVerifier {
  constructor(
    private readonly projectId: string,
    private readonly keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(GOOGLE_JWKS_URL)),
  ) {
    super();
  }

  async verify(idToken: string): Promise<ProvenIdentity> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, this.keys, {
        algorithms: ['RS256'],
        issuer: `https://securetoken.google.com/${this.projectId}`,
        audience: this.projectId,
        requiredClaims: ['sub', 'exp', 'iat', 'auth_time'],
      }));
    } catch (e) {
      if (e instanceof joseErrors.JWKSTimeout) {
        throw new ServiceUnavailableException(errorBody(503, coded('auth.providerUnavailable')));
      }
      throw rejected();
    }
    return identityOf(payload.sub, payload.email, payload.email_verified === true);
  }
}

interface LookupAnswer {
  users?: Array<{ localId?: string; email?: string; emailVerified?: boolean }>;
}

/**
 * Development and tests: the Auth emulator's tokens are unsigned (`alg: none`), so anybody can
 * write one. The emulator itself confirms the token belongs to one of its accounts, and the uid
 * and e-mail come from its answer, never from the token. It checks neither audience nor expiry,
 * so those are checked here.
 */
export class EmulatorIdTokenVerifier extends IdTokenVerifier {
  constructor(
    private readonly projectId: string,
    private readonly emulatorHost: string,
  ) {
    super();
  }

  async verify(idToken: string): Promise<ProvenIdentity> {
    const claims = this.checkClaims(idToken);
    let response: Response;
    try {
      response = await fetch(
        `http://${this.emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=any`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ idToken }),
          signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
        },
      );
    } catch {
      throw new ServiceUnavailableException(errorBody(503, coded('auth.providerUnavailable')));
    }
    if (!response.ok) {
      throw rejected();
    }
    const [account] = ((await response.json()) as LookupAnswer).users ?? [];
    if (!account || account.localId !== claims.sub) {
      throw rejected();
    }
    return identityOf(account.localId, account.email, account.emailVerified === true);
  }

  private checkClaims(idToken: string): JWTPayload {
    let claims: JWTPayload;
    try {
      claims = decodeJwt(idToken);
    } catch {
      throw rejected();
    }
    const now = Math.floor(Date.now() / 1000);
    if (
      claims.aud !== this.projectId ||
      claims.iss !== `https://securetoken.google.com/${this.projectId}` ||
      typeof claims.exp !== 'number' ||
      claims.exp <= now ||
      !claims.sub
    ) {
      throw rejected();
    }
    return claims;
  }
}

function identityOf(uid: unknown, email: unknown, emailVerified: boolean): ProvenIdentity {
  if (typeof uid !== 'string' || uid === '' || typeof email !== 'string' || email === '') {
    throw rejected();
  }
  return { uid, email: email.toLowerCase(), emailVerified };
}

function rejected(): UnauthorizedException {
  return new UnauthorizedException(errorBody(401, coded('auth.invalidIdToken')));
}
