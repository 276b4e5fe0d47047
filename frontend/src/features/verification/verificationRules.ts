import type {
  DocumentKind,
  DocumentSide,
  VerificationDocument,
  VerificationStatus,
} from './verificationTypes';

/** The identity documents a tutor chooses from. */
export const IDENTITY_KINDS = ['nid', 'birth-certificate', 'student-id'] as const;
export type IdentityKind = (typeof IDENTITY_KINDS)[number];

/** The sides each identity document needs: a card's front and back, a student ID's front. */
export const SIDES_OF: Record<IdentityKind, readonly (DocumentSide | null)[]> = {
  nid: ['front', 'back'],
  'birth-certificate': ['front', 'back'],
  'student-id': ['front'],
};

/** What the API accepts: JPEG, PNG or PDF, up to 5 MB each, 8 files in all. */
export const ACCEPTED_TYPES = 'image/jpeg,image/png,application/pdf';
export const PHOTO_TYPES = 'image/jpeg,image/png';
export const MAX_FILES = 8;

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

/** Whether some identity document has every side it needs: the request may then be sent. */
export const hasCompleteIdentity = (documents: readonly VerificationDocument[]) =>
  IDENTITY_KINDS.some((kind) => SIDES_OF[kind].every((side) => documentFor(documents, kind, side)));
