// The verification calls' shapes, as the API's contract gives them.

export type VerificationStatus = 'draft' | 'submitted' | 'approved' | 'rejected' | 'expired';
export type DocumentKind = 'nid' | 'birth-certificate' | 'student-id' | 'certificate';
export type DocumentSide = 'front' | 'back';
export type RejectReason =
  'unreadable' | 'mismatch' | 'expired-document' | 'not-a-document' | 'other';

export interface VerificationDocument {
  _id: string;
  kind: DocumentKind;
  side: DocumentSide | null;
  contentType: string;
  size: number;
  uploadedAt: string;
}

/** GET /api/verification: the tutor's own request. */
export interface Verification {
  status: VerificationStatus;
  reason: RejectReason | null;
  note: string | null;
  consentedAt: string | null;
  decidedAt: string | null;
  retentionDays: number;
  documents: VerificationDocument[];
}

/** A row of GET /api/admin/verifications. */
export interface AdminVerification {
  _id: string;
  status: VerificationStatus;
  tutorId: string;
  tutorName: string;
  submittedAt: string | null;
  documents: VerificationDocument[];
}

export interface AdminVerificationQuery {
  status?: VerificationStatus;
  page?: number;
  limit?: number;
}

/** The tutor's public profile beside a request. */
export interface PublicTutor {
  _id: string;
  name: string;
  image?: string | null;
  teachingSubject?: string;
  onlineOffline?: string;
  location?: string;
  study?: string;
  subject?: string;
  verified?: boolean;
}

/** GET /api/admin/verifications/{id} */
export interface AdminVerificationDetail extends AdminVerification {
  reason: RejectReason | null;
  note: string | null;
  tutor: PublicTutor;
}

/** PATCH /api/admin/verifications/{id} */
export type VerificationDecision =
  { status: 'approved' } | { status: 'rejected'; reason: RejectReason; note?: string };
