import type { IncomingHttpHeaders } from 'node:http';
import type { User } from '../users/user.entity';
import type { VerifiedIdentity } from './identity.decorator';

/** The request as the guards leave it for the route handlers. */
export interface AuthRequest {
  headers: IncomingHttpHeaders;
  user?: User;
  identity?: VerifiedIdentity;
}
