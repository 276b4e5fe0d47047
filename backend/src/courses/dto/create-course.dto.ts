import { coded, LIMITS } from '@tutorhub/contracts';
import {
  ImageUrl,
  PhoneNumber,
  RequiredAmount,
  RequiredEmail,
  RequiredText,
  ServerOwned,
} from '../../common/dto-fields';

/** POST coursePost. The owner is the caller; the status starts Pending. */
export class CreateCourseDto {
  @RequiredText(coded('courseForm.courseName'), LIMITS.nameMax, 'HSC Physics crash course')
  courseName: string;

  @ImageUrl(coded('courseForm.image'))
  image: string;

  @RequiredEmail(coded('courseForm.email'))
  email: string;

  @PhoneNumber(coded('courseForm.number'))
  number: string;

  @RequiredText(coded('courseForm.description'), LIMITS.descriptionMax)
  description: string;

  @RequiredText(coded('courseForm.duration'), LIMITS.shortTextMax, '3 months')
  duration: string;

  @RequiredAmount(coded('courseForm.amount'))
  amount: number;

  @RequiredText(coded('courseForm.prerequisites'), LIMITS.shortTextMax, 'SSC science')
  prerequisites: string;

  @RequiredText(coded('courseForm.targetAudience'), LIMITS.shortTextMax, 'HSC candidates')
  targetAudience: string;

  /** The original client sends status 'pending'; a new course is always Pending. */
  @ServerOwned('every new course is Pending until an admin accepts it')
  status?: string;
}
