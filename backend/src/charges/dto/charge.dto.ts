import { ApiProperty } from '@nestjs/swagger';
import { CHARGE_STATUSES, type ChargeStatus, coded, LIMITS, SITE } from '@tutorhub/contracts';
import { IsIn } from 'class-validator';
import { OptionalBooleanFilter, OptionalChoice, RequiredText } from '../../common/dto-fields';
import { says } from '../../common/errors';
import { PageQueryDto } from '../../common/pagination';

/** A party of the charged hire: its name only (null once the account is deleted). */
export class ChargePartyDto {
  @ApiProperty({ type: String, nullable: true })
  name: string | null;
}

/** The tutor of the charged hire (admins tell charges apart by it). */
export class ChargeTutorDto extends ChargePartyDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;
}

/** The hire a charge is for. */
export class ChargeHireDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty()
  subject: string;

  @ApiProperty()
  classLevel: string;

  @ApiProperty({ type: 'integer', description: 'BDT per month' })
  salary: number;

  @ApiProperty({ type: ChargePartyDto, nullable: true })
  student: ChargePartyDto | null;

  @ApiProperty({ type: ChargeTutorDto, nullable: true })
  tutor: ChargeTutorDto | null;
}

/** A service charge as the lists answer it. */
export class ChargeDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ example: 'TH-2026-000123' })
  invoice: string;

  @ApiProperty({ type: 'integer', description: 'Whole BDT' })
  amount: number;

  @ApiProperty({ enum: [SITE.currency] })
  currency: typeof SITE.currency;

  @ApiProperty({ enum: CHARGE_STATUSES })
  status: ChargeStatus;

  @ApiProperty({ format: 'date-time' })
  dueAt: string;

  @ApiProperty({
    description: 'Due and past its due date: the tutor cannot apply to jobs or accept requests',
  })
  overdue: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  paidAt: string | null;

  @ApiProperty({ type: 'integer', description: 'Whole BDT refunded so far' })
  refunded: number;

  @ApiProperty({ type: String, nullable: true, description: 'Why an admin waived it' })
  reason: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: ChargeHireDto })
  hire: ChargeHireDto;
}

/** One attempt to pay a charge through a payment provider. */
export class ChargePaymentDto {
  @ApiProperty()
  provider: string;

  @ApiProperty()
  status: string;

  @ApiProperty({ description: "The provider's payment id" })
  paymentId: string;

  @ApiProperty({ type: String, nullable: true, description: "The provider's transaction id" })
  trxId: string | null;

  @ApiProperty({ type: 'integer', description: 'Whole BDT' })
  amount: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completedAt: string | null;
}

/** One refund of a paid charge. */
export class ChargeRefundDto {
  @ApiProperty({ type: 'integer', description: 'Whole BDT' })
  amount: number;

  @ApiProperty()
  reason: string;

  @ApiProperty()
  status: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/** GET charges/{id}: the charge with its payments and refunds. */
export class ChargeDetailDto extends ChargeDto {
  @ApiProperty({ type: [ChargePaymentDto], description: 'Empty until payments are taken' })
  payments: ChargePaymentDto[];

  @ApiProperty({ type: [ChargeRefundDto], description: 'Empty until refunds are given' })
  refunds: ChargeRefundDto[];
}

/** GET admin/charges: by status and by being overdue, newest first. */
export class AdminChargeQueryDto extends PageQueryDto {
  @OptionalChoice(CHARGE_STATUSES, coded('charges.statusFilter'))
  status?: ChargeStatus;

  @OptionalBooleanFilter('overdue', 'true: overdue charges only; false: the others')
  overdue?: boolean;
}

/** PATCH admin/charges/{id}: waive a due charge, saying why. */
export class WaiveChargeDto {
  @ApiProperty({ enum: ['waived'] })
  @IsIn(['waived'], says(coded('charges.status')))
  status: 'waived';

  @RequiredText(coded('charges.reason'), LIMITS.chargeReasonMax, 'Family lost its income')
  reason: string;
}
