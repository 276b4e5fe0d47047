import type { IncomingHttpHeaders } from 'node:http';
import type { User } from '../users/user.entity';
import type { VerifiedIdentity } from './identity.decorator';

/** The request as the guards leave it for the route handlers. */
export interface AuthRequest {
  headers: IncomingHttpHeaders;
  user?: User;
  identity?: VerifiedIdentity;
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}
