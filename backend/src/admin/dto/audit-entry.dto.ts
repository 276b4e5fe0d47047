import { ApiProperty } from '@nestjs/swagger';
import {
  AUDIT_ACTIONS,
  type AuditAccount,
  type AuditAction,
  type AuditEntry,
} from '@tutorhub/contracts';

export class AuditAccountDto implements AuditAccount {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ type: String, nullable: true })
  name: string | null;

  @ApiProperty({ format: 'email' })
  email: string;
}

/** One role or suspension change as GET admin/audit answers it. */
export class AuditEntryDto implements AuditEntry {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ enum: AUDIT_ACTIONS })
  action: AuditAction;

  @ApiProperty({
    type: AuditAccountDto,
    nullable: true,
    description: 'Null when ADMIN_EMAILS made the change (or the admin was deleted)',
  })
  actor: AuditAccountDto | null;

  @ApiProperty({
    type: AuditAccountDto,
    nullable: true,
    description: 'Null once the account is deleted',
  })
  target: AuditAccountDto | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
