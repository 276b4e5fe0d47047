import { ApiProperty } from '@nestjs/swagger';
import { coded, LIMITS } from '@tutorhub/contracts';
import { OptionalText, RequiredEmail, RequiredText } from '../../common/dto-fields';

/** POST contact: the Contact Us form. */
export class CreateContactDto {
  @RequiredText(coded('contactForm.name'), LIMITS.nameMax, 'Rahim Uddin')
  name: string;

  @RequiredEmail(coded('contactForm.email'))
  email: string;

  @OptionalText(LIMITS.contactMessageMax)
  message?: string;
}

/** POST newsletter: the footer's Subscribe. */
export class NewsletterDto {
  @RequiredEmail(coded('contactForm.email'))
  email: string;
}

/** A stored contact message, for the admin inbox. */
export class ContactMessageDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  name: string;

  @ApiProperty({ format: 'email' })
  email: string;

  message: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
