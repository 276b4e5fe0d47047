import { ApiProperty } from '@nestjs/swagger';
import { coded, LIMITS } from '@tutorhub/contracts';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { NoContactDetails } from '../../common/contact-rule';
import { RequiredText, ServerOwned } from '../../common/dto-fields';
import { says } from '../../common/errors';

/** POST tutorReview. Name, email and image come from the caller's account. */
export class CreateReviewDto {
  @NoContactDetails()
  @RequiredText(
    coded('reviewForm.message'),
    LIMITS.reviewMessageMax,
    'Found a great physics tutor in a day!',
  )
  message: string;

  @ApiProperty({
    type: 'integer',
    minimum: LIMITS.ratingMin,
    maximum: LIMITS.ratingMax,
    default: LIMITS.defaultRating,
  })
  @IsOptional()
  @IsInt(says(coded('rule.rating')))
  @Min(LIMITS.ratingMin, says(coded('rule.rating')))
  @Max(LIMITS.ratingMax, says(coded('rule.rating')))
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
