import { ApiProperty } from '@nestjs/swagger';
import {
  CONTACT_FORM_MESSAGES as M,
  type ContactMessage,
  type ContactRequest,
  LIMITS,
  type NewsletterRequest,
} from '@tutorhub/contracts';
import { OptionalText, RequiredEmail, RequiredText } from '../../common/dto-fields';

/** POST contact: the Contact Us form. */
export class CreateContactDto implements ContactRequest {
  @RequiredText(M.name, LIMITS.nameMax, 'Rahim Uddin')
  name: string;

  @RequiredEmail(M.email)
  email: string;

  @OptionalText(LIMITS.contactMessageMax)
  message?: string;
}

/** POST newsletter: the footer's Subscribe. */
export class NewsletterDto implements NewsletterRequest {
  @RequiredEmail(M.email)
  email: string;
}

/** A stored contact message, for the admin inbox. */
export class ContactMessageDto implements ContactMessage {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty({ type: 'string', nullable: true })
  message: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
