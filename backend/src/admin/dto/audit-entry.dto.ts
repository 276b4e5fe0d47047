import { ApiProperty } from '@nestjs/swagger';
import { ApiAccountEmail } from '../../common/api-docs';
import type { AuditAction } from '@tutorhub/contracts';

/** The account a role change was made by or to, as the audit log shows it. */
export class AuditAccountDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  name: string | null;

  @ApiAccountEmail()
  email: string | null;
}

/** One role or suspension change as GET admin/audit answers it. */
export class AuditEntryDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  action: AuditAction;

  /** Null when ADMIN_EMAILS made the change (or the admin was deleted). */
  actor: AuditAccountDto | null;

  /** Null once the account is deleted. */
  target: AuditAccountDto | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'What it concerned: a verification request or document id, a reason',
  })
  note: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
