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

/**
 * Whether the documents prove who the tutor is: an NID or a birth certificate with its front
 * and back, or the front of a student ID. Certificates alone never do.
 */
export function hasIdentity(documents: readonly DocumentSlot[]): boolean {
  const has = (kind: VerificationDocumentKind, side: VerificationSide) =>
    documents.some((d) => d.kind === kind && d.side === side);
  return (
    (has('nid', 'front') && has('nid', 'back')) ||
    (has('birth-certificate', 'front') && has('birth-certificate', 'back')) ||
    has('student-id', 'front')
  );
}

/** An identity document's side takes one file: a new upload replaces the one before. */
export function replacesSlot(slot: DocumentSlot, other: DocumentSlot): boolean {
  return slot.kind !== 'certificate' && slot.kind === other.kind && slot.side === other.side;
}

/** When the documents of a request may be kept until, or null while they are still needed. */
export function documentsKeptUntil(
  request: { status: VerificationStatus; decidedAt: Date | null; lastUploadAt: Date | null },
  retentionDays: number,
): Date | null {
  const day = 24 * 60 * 60 * 1000;
  if (request.status === 'approved' || request.status === 'rejected') {
    return request.decidedAt && new Date(request.decidedAt.getTime() + retentionDays * day);
  }
  if (request.status === 'draft') {
    return request.lastUploadAt && new Date(request.lastUploadAt.getTime() + retentionDays * day);
  }
  return null;
}
