import type { MessageKey } from '../../i18n';
import type { DocumentKind, DocumentSide, VerificationStatus } from './verificationTypes';

// The verification's stable values, named in the catalog (a value missing here fails the type check).

export const KIND_LABEL: Record<DocumentKind, MessageKey> = {
  nid: 'verification.kind.nid',
  'birth-certificate': 'verification.kind.birthCertificate',
  'student-id': 'verification.kind.studentId',
  certificate: 'verification.kind.certificate',
};

export const SIDE_LABEL: Record<DocumentSide, MessageKey> = {
  front: 'verification.side.front',
  back: 'verification.side.back',
};

export const STATUS_LABEL: Record<VerificationStatus, MessageKey> = {
  draft: 'verification.status.draft',
  submitted: 'verification.status.submitted',
  approved: 'verification.status.approved',
  rejected: 'verification.status.rejected',
  expired: 'verification.status.expired',
};
