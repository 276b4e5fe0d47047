import type { AdminVerification, PublicTutor, VerificationDocument } from './verificationTypes';

// Fixtures of the verification pages' tests.

export function verificationDocument(
  overrides: Partial<VerificationDocument> = {},
): VerificationDocument {
  return {
    _id: 'd1',
    kind: 'nid',
    side: 'front',
    contentType: 'image/jpeg',
    size: 120 * 1024,
    uploadedAt: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}

export function publicTutor(overrides: Partial<PublicTutor> = {}): PublicTutor {
  return {
    _id: 'tutor-1',
    email: 'tania@example.com',
    name: 'Tania Tutor',
    image: 'https://cdn.example.com/tania.png',
    location: 'Dhanmondi',
    study: 'Dhaka University',
    subject: 'Physics',
    teachingSubject: 'Physics',
    verified: false,
    createdAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

export function adminVerification(overrides: Partial<AdminVerification> = {}): AdminVerification {
  return {
    _id: 'v1',
    status: 'submitted',
    reason: null,
    note: null,
    consentedAt: '2026-12-01T09:00:00.000Z',
    submittedAt: '2026-12-01T11:00:00.000Z',
    decidedAt: null,
    decidedBy: null,
    retentionDays: 30,
    tutor: publicTutor(),
    documents: [
      verificationDocument({ _id: 'd1', side: 'front' }),
      verificationDocument({ _id: 'd2', side: 'back', contentType: 'image/png' }),
    ],
    ...overrides,
  };
}
