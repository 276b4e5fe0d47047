import { ApiProperty } from '@nestjs/swagger';
import { coded, LIMITS } from '@tutorhub/contracts';
import { IsDefined, IsInt, Max, Min } from 'class-validator';
import { NoContactDetails } from '../../common/contact-rule';
import { RequiredText } from '../../common/dto-fields';
import { says } from '../../common/errors';

/** POST tutors/{id}/reviews: a student's rating of a tutor they hired. */
export class CreateTutorReviewDto {
  @ApiProperty({ type: 'integer', minimum: LIMITS.ratingMin, maximum: LIMITS.ratingMax })
  @IsDefined(says(coded('rule.rating')))
  @IsInt(says(coded('rule.rating')))
  @Min(LIMITS.ratingMin, says(coded('rule.rating')))
  @Max(LIMITS.ratingMax, says(coded('rule.rating')))
  rating: number;

  @NoContactDetails()
  @RequiredText(
    coded('reviewForm.message'),
    LIMITS.reviewMessageMax,
    'Patient, clear and always on time.',
  )
  message: string;
}

/** The reviewing student as shown beside a review: the name and picture stored with it. */
export class TutorReviewerDto {
  @ApiProperty()
  name: string;

  @ApiProperty({ type: String, nullable: true })
  image: string | null;
}

/** One review of GET tutors/{id}/reviews (never an email). */
export class TutorReviewDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ type: 'integer', minimum: LIMITS.ratingMin, maximum: LIMITS.ratingMax })
  rating: number;

  @ApiProperty()
  message: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: TutorReviewerDto })
  student: TutorReviewerDto;
}
