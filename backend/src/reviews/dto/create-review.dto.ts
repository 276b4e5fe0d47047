import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, REVIEW_FORM_MESSAGES as M, RULE_MESSAGES } from '@tutorhub/contracts';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { NoContactDetails } from '../../common/contact-rule';
import { RequiredText, ServerOwned } from '../../common/dto-fields';

/** POST tutorReview. Name, email and image come from the caller's account. */
export class CreateReviewDto {
  @NoContactDetails()
  @RequiredText(M.message, LIMITS.reviewMessageMax, 'Found a great physics tutor in a day!')
  message: string;

  @ApiProperty({
    type: 'integer',
    minimum: LIMITS.ratingMin,
    maximum: LIMITS.ratingMax,
    default: LIMITS.defaultRating,
  })
  @IsOptional()
  @IsInt({ message: RULE_MESSAGES.rating })
  @Min(LIMITS.ratingMin, { message: RULE_MESSAGES.rating })
  @Max(LIMITS.ratingMax, { message: RULE_MESSAGES.rating })
  rating?: number;

  @ServerOwned("the reviewer's account name")
  name?: string;

  @ServerOwned("the reviewer's account email")
  email?: string;

  @ServerOwned('the server time of posting')
  date?: string;

  @ServerOwned('the server time of posting')
  time?: string;
}
