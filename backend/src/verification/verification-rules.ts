import {
  type CodedMessage,
  coded,
  type VerificationDocumentKind,
  type VerificationSide,
  type VerificationStatus,
} from '@tutorhub/contracts';

type DocumentSlot = { kind: VerificationDocumentKind; side: VerificationSide | null };

/**
 * Whether the tutor may add or remove documents: while putting a request together, after a
 * rejection or expiry (which opens a new draft), or once an admin took the badge off an
 * approved request. Never while it waits for an admin.
 */
export function isEditable(status: VerificationStatus, badgeOn: boolean): boolean {
  return status === 'approved' ? !badgeOn : status !== 'submitted';
}

/**
 * The side a document of `kind` must give, or null when it is right: both sides of an NID or
 * a birth certificate, a side of a student ID, none for a certificate.
 */
export function sideRefusal(
  kind: VerificationDocumentKind,
  side: VerificationSide | null,
): CodedMessage | null {
  if (kind === 'certificate') {
    return side ? coded('verification.sideNotAllowed') : null;
  }
  return side ? null : coded('verification.sideRequired');
}

/** An identity document's side takes one file: a new upload replaces the one before. */
export function replacesSlot(slot: DocumentSlot, other: DocumentSlot): boolean {
  return slot.kind !== 'certificate' && slot.kind === other.kind && slot.side === other.side;
}
