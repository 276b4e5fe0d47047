import type { components, operations } from '../../store/api-schema';

// The verification calls' shapes: aliases of the API's generated types.

type Schemas = components['schemas'];

/** GET /api/verification: the tutor's own request. */
export type Verification = Schemas['VerificationStateDto'];
export type VerificationDocument = Schemas['VerificationDocumentDto'];
export type VerificationStatus = Verification['status'];
export type DocumentKind = VerificationDocument['kind'];
export type DocumentSide = NonNullable<VerificationDocument['side']>;

/** A request as admins read it (the list's rows and one request), with the tutor. */
export type AdminVerification = Schemas['AdminVerificationDto'];
export type PublicTutor = Schemas['VerificationTutorDto'];
export type AdminVerificationQuery = NonNullable<
  operations['AdminVerificationsController_list']['parameters']['query']
>;

/** PATCH /api/admin/verifications/{id}. */
export type VerificationDecision = Schemas['DecideVerificationDto'];

/** The tutor's name, or their email while their profile has none. */
export const tutorName = (tutor: PublicTutor) => tutor.name ?? tutor.email ?? '';
