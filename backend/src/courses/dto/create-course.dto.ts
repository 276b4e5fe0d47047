import { COURSE_FORM_MESSAGES as M, LIMITS } from '@tutorhub/contracts';
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
  @RequiredText(M.courseName, LIMITS.nameMax, 'HSC Physics crash course')
  courseName: string;

  @ImageUrl(M.image)
  image: string;

  @RequiredEmail(M.email)
  email: string;

  @PhoneNumber(M.number)
  number: string;

  @RequiredText(M.description, LIMITS.descriptionMax)
  description: string;

  @RequiredText(M.duration, LIMITS.shortTextMax, '3 months')
  duration: string;

  @RequiredAmount(M.amount)
  amount: number;

  @RequiredText(M.prerequisites, LIMITS.shortTextMax, 'SSC science')
  prerequisites: string;

  @RequiredText(M.targetAudience, LIMITS.shortTextMax, 'HSC candidates')
  targetAudience: string;

  /** The original client sends status 'pending'; a new course is always Pending. */
  @ServerOwned('every new course is Pending until an admin accepts it')
  status?: string;
}
