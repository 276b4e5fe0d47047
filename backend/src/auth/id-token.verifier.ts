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
import { coded, parseBdMobile, type SignInMethod } from '@tutorhub/contracts';

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
    return identityOf(
      payload.sub,
      payload.email,
      payload.email_verified === true,
      payload.phone_number,
      payload,
      signedMethods(payload),
    );
  }
}

/** Firebase's names of its sign-in providers, and ours. */
const PROVIDER_METHODS: Record<string, SignInMethod> = {
  password: 'password',
  phone: 'phone',
  'google.com': 'google',
};

/** The methods a list of Firebase provider ids names, in our order, once each. */
function methodsOf(providerIds: readonly unknown[]): SignInMethod[] {
  const named = new Set(providerIds.map((id) => PROVIDER_METHODS[String(id)]));
  return (['password', 'phone', 'google'] as const).filter((m) => named.has(m));
}

/**
 * A signed token's methods: its `firebase.identities` names Google and the number, and its
 * `sign_in_provider` the method of this sign-in. A password is named there only when it is the
 * one used, or when the account's email comes with no Google identity (then a password proves it).
 */
function signedMethods(payload: JWTPayload): SignInMethod[] {
  const firebase = (payload.firebase ?? {}) as {
    identities?: Record<string, unknown>;
    sign_in_provider?: unknown;
  };
  const identities = Object.keys(firebase.identities ?? {});
  const passwordLikely = identities.includes('email') && !identities.includes('google.com');
  return methodsOf([
    ...identities,
    firebase.sign_in_provider,
    ...(passwordLikely ? ['password'] : []),
  ]);
}

interface LookupAnswer {
  users?: Array<{
    localId?: string;
    email?: string;
    emailVerified?: boolean;
    phoneNumber?: string;
    providerUserInfo?: Array<{ providerId?: string }>;
  }>;
}

/**
 * Development and tests: the Auth emulator's tokens are unsigned (`alg: none`), so anybody can
 * write one. The emulator itself confirms the token belongs to one of its accounts, and the uid
 * e-mail, phone number and sign-in methods come from its answer, never from the token. It checks neither audience nor expiry,
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
    return identityOf(
      account.localId,
      account.email,
      account.emailVerified === true,
      account.phoneNumber,
      claims,
      methodsOf((account.providerUserInfo ?? []).map((p) => p.providerId)),
    );
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

/**
 * The account a proven token names: an email, a mobile number, or both. A number proved by the
 * provider but not a Bangladeshi mobile one is refused, as the sign-in form refuses it.
 */
function identityOf(
  uid: unknown,
  email: unknown,
  emailVerified: boolean,
  phoneNumber: unknown,
  claims: JWTPayload,
  signInMethods: SignInMethod[],
): ProvenIdentity {
  const hasEmail = typeof email === 'string' && email !== '';
  const hasPhone = typeof phoneNumber === 'string' && phoneNumber !== '';
  if (typeof uid !== 'string' || uid === '' || (!hasEmail && !hasPhone)) {
    throw rejected();
  }
  let phone: string | null = null;
  if (hasPhone) {
    const parsed = parseBdMobile(phoneNumber);
    if (!parsed.ok) {
      throw new UnauthorizedException(errorBody(401, coded(`phone.${parsed.refusal}`)));
    }
    phone = parsed.e164;
  }
  const authTime = typeof claims.auth_time === 'number' ? claims.auth_time : undefined;
  return {
    uid,
    email: hasEmail ? email.toLowerCase() : null,
    emailVerified: hasEmail && emailVerified,
    phone,
    signInMethods,
    authTime,
  };
}

function rejected(): UnauthorizedException {
  return new UnauthorizedException(errorBody(401, coded('auth.invalidIdToken')));
}
