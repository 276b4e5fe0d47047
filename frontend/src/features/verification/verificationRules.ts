import {
  IDENTITY_KINDS,
  type IdentityKind,
  LIMITS,
  VERIFICATION_CONTENT_TYPES,
} from '@tutorhub/contracts';
import type {
  DocumentKind,
  DocumentSide,
  VerificationDocument,
  VerificationStatus,
} from './verificationTypes';

/** What the API accepts: JPEG, PNG or PDF, up to 5 MB each, 8 files in all. */
export const ACCEPTED_TYPES = VERIFICATION_CONTENT_TYPES.join(',');
export const PHOTO_TYPES = 'image/jpeg,image/png';
export const MAX_FILES = LIMITS.verificationFilesMax;

/** A tutor may change the documents until they are sent, and again after a refusal or expiry. */
export const isEditable = (status: VerificationStatus) =>
  status === 'draft' || status === 'rejected' || status === 'expired';

export const isIdentityKind = (kind: DocumentKind): kind is IdentityKind =>
  (IDENTITY_KINDS as readonly string[]).includes(kind);

/** The uploaded document of `kind` and `side`, if any. */
export const documentFor = (
  documents: readonly VerificationDocument[],
  kind: DocumentKind,
  side: DocumentSide | null,
) => documents.find((d) => d.kind === kind && d.side === side);

/** The identity document already begun, so the choice shows it. */
export function identityKindOf(documents: readonly VerificationDocument[]): IdentityKind | null {
  const found = documents.find((d) => isIdentityKind(d.kind));
  return found && isIdentityKind(found.kind) ? found.kind : null;
}
