import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ApiAccountEmail } from '../../common/api-docs';
import {
  coded,
  LIMITS,
  VERIFICATION_CONTENT_TYPES,
  VERIFICATION_DOCUMENT_KINDS,
  VERIFICATION_REJECT_REASONS,
  VERIFICATION_SIDES,
  VERIFICATION_STATUSES,
  type VerificationContentType,
  type VerificationDocumentKind,
  type VerificationRejectReason,
  type VerificationSide,
  type VerificationStatus,
} from '@tutorhub/contracts';
import { Transform } from 'class-transformer';
import {
  IsDefined,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { OptionalChoice, RequiredChoice } from '../../common/dto-fields';
import { says } from '../../common/errors';
import { PageQueryDto } from '../../common/pagination';

/** One stored document as its tutor and the admins see it listed (never a URL). */
export class VerificationDocumentDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ enum: VERIFICATION_DOCUMENT_KINDS })
  kind: VerificationDocumentKind;

  @ApiProperty({ enum: VERIFICATION_SIDES, nullable: true, description: 'null for a certificate' })
  side: VerificationSide | null;

  @ApiProperty({ enum: VERIFICATION_CONTENT_TYPES })
  contentType: VerificationContentType;

  @ApiProperty({ description: 'Bytes as stored (images after re-encoding)' })
  size: number;

  @ApiProperty({ format: 'date-time' })
  uploadedAt: string;
}

/** GET verification: the caller's own request (status draft and no documents before any). */
export class VerificationStateDto {
  @ApiProperty({ enum: VERIFICATION_STATUSES })
  status: VerificationStatus;

  @ApiProperty({ enum: VERIFICATION_REJECT_REASONS, nullable: true })
  reason: VerificationRejectReason | null;

  @ApiProperty({ type: String, nullable: true, description: "The admin's note with a decision" })
  note: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  consentedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  submittedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  decidedAt: string | null;

  @ApiProperty({
    description:
      'Days after a decision (or after the last upload of an unsent draft) the documents are deleted',
  })
  retentionDays: number;

  @ApiProperty({ type: [VerificationDocumentDto] })
  documents: VerificationDocumentDto[];
}

/** The text fields of POST verification/documents, validated. */
export class DocumentFieldsDto {
  @RequiredChoice(
    VERIFICATION_DOCUMENT_KINDS,
    coded('verification.kind'),
    coded('verification.kind'),
  )
  kind: VerificationDocumentKind;

  @ApiPropertyOptional({
    enum: VERIFICATION_SIDES,
    description:
      'front or back of an nid or birth-certificate (student-id: front); none for a certificate',
  })
  @IsOptional()
  @IsIn([...VERIFICATION_SIDES], says(coded('verification.side')))
  side?: VerificationSide;
}

/** The multipart form of POST verification/documents (documentation: the file is read apart). */
export class DocumentUploadDto extends DocumentFieldsDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: `JPEG, PNG or PDF, at most ${LIMITS.verificationFileMaxBytes / 1024 / 1024} MB, checked by its bytes`,
  })
  file?: unknown;
}

/** GET admin/verifications: by status (default submitted), oldest submitted first. */
export class AdminVerificationQueryDto extends PageQueryDto {
  @OptionalChoice(VERIFICATION_STATUSES, coded('verification.statusFilter'))
  status?: VerificationStatus;
}

/** PATCH admin/verifications/{id}: approve, or reject with a reason (and a note for `other`). */
export class DecideVerificationDto {
  @RequiredChoice(
    ['approved', 'rejected'] as const,
    coded('verification.decision'),
    coded('verification.decision'),
  )
  status: 'approved' | 'rejected';

  @ApiPropertyOptional({
    enum: VERIFICATION_REJECT_REASONS,
    description: 'Required when rejecting',
  })
  @ValidateIf((o: DecideVerificationDto) => o.status === 'rejected' || o.reason != null)
  @IsDefined(says(coded('verification.rejectReason')))
  @IsIn([...VERIFICATION_REJECT_REASONS], says(coded('verification.rejectReason')))
  @ValidateBy(
    {
      name: 'reasonRejects',
      validator: {
        validate: (_: unknown, args) =>
          (args?.object as DecideVerificationDto).status === 'rejected',
      },
    },
    says(coded('verification.reasonOnlyRejecting')),
  )
  reason?: VerificationRejectReason | null;

  /** What to send again; required with reason `other`. */
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: LIMITS.verificationNoteMax,
    description: 'What to send again: required with reason other',
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @ValidateIf((o: DecideVerificationDto) => o.reason === 'other' || o.note != null)
  @IsString(says(coded('verification.noteRequired')))
  @MaxLength(
    LIMITS.verificationNoteMax,
    says(coded('rule.tooLong', { max: LIMITS.verificationNoteMax })),
  )
  @ValidateBy(
    {
      name: 'noteWritten',
      validator: {
        validate: (value: unknown, args) =>
          (args?.object as DecideVerificationDto).reason !== 'other' ||
          (typeof value === 'string' && value.length > 0),
      },
    },
    says(coded('verification.noteRequired')),
  )
  note?: string | null;
}

/** The tutor's public profile fields an admin compares the documents with. */
export class VerificationTutorDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  name: string | null;

  image: string | null;

  @ApiAccountEmail()
  email: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Institution' })
  study: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Their own subject of study' })
  subject: string | null;

  @ApiProperty({ type: String, nullable: true })
  teachingSubject: string | null;

  location: string | null;

  @ApiProperty({ description: 'The badge as it is now' })
  verified: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/** One request in the admins' queue and its detail. */
export class AdminVerificationDto extends VerificationStateDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ type: VerificationTutorDto })
  tutor: VerificationTutorDto;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  decidedBy: string | null;
}

/** GET admin/verifications/{id}/documents/{docId} with the S3 driver: a short-lived link. */
export class DocumentLinkDto {
  @ApiProperty({ format: 'uri', description: 'A presigned GET of the private object' })
  url: string;

  @ApiProperty({ format: 'date-time', description: '5 minutes after it was made' })
  expiresAt: string;
}
