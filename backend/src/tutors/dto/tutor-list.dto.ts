import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  coded,
  LIMITS,
  TEACHING_MODES,
  TEACHING_SUBJECTS,
  type TeachingMode,
  TUTOR_SORTS,
  type TutorSort,
} from '@tutorhub/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { OptionalAmount, OptionalBooleanFilter, OptionalChoice } from '../../common/dto-fields';
import { ProfileQueryDto, PublicProfileDto } from '../../profiles/profile.dto';
import type { User } from '../../users/user.entity';
import { says } from '../../common/errors';

/** A tutor's stored rating: the mean of their reviews to one decimal, null while unrated. */
export class TutorRatingDto {
  @ApiProperty({ type: Number, nullable: true, example: 4.5 })
  average: number | null;

  @ApiProperty({ type: 'integer' })
  count: number;
}

/** The stored columns as an answer's `rating` (the real column is rounded back to one decimal). */
export function toRating(tutor: Pick<User, 'ratingCount' | 'ratingAverage'>): TutorRatingDto {
  return {
    average:
      tutor.ratingCount > 0 && tutor.ratingAverage !== null
        ? Math.round(tutor.ratingAverage * 10) / 10
        : null,
    count: tutor.ratingCount,
  };
}

/** A tutor as GET getTutor answers it. */
export class TutorDto extends PublicProfileDto {
  @ApiProperty({
    format: 'email',
    description: 'Admins, the tutor, and students whose hire the tutor accepted only',
  })
  email?: string;

  @ApiProperty({ example: '+8801712345678', description: 'Same visibility as email' })
  number?: string;

  @ApiPropertyOptional({
    description: 'With `number`: whether it is the mobile number the tutor proved by a code',
  })
  numberVerified?: boolean;

  @ApiProperty({ enum: TEACHING_SUBJECTS })
  teachingSubject: string;

  @ApiProperty({ type: 'integer', description: 'Expected monthly salary, BDT' })
  salary: number;

  onlineOffline: TeachingMode;

  /** An admin checked the tutor's identity and qualifications. */
  verified: boolean;

  rating: TutorRatingDto;
}

const MODE_WORDS = new Map<string, TeachingMode>([
  ['online', 'online'],
  ['offline', 'offline'],
  ['both', 'both'],
  ['hybrid', 'both'],
]);

/**
 * Reads the free-text "online or offline?" answer: 'Online', 'OFFLINE', 'both', 'hybrid',
 * 'Online & Offline', 'online/offline', 'online or offline' … → online | offline | both.
 * Answers null for anything else.
 */
export function normaliseTeachingMode(value: string): TeachingMode | null {
  const words = value
    .toLowerCase()
    .split(/(?:[\s,&/+|]|\band\b|\bor\b)+/)
    .filter((w) => w.length > 0);
  const modes = new Set<TeachingMode | undefined>(words.map((w) => MODE_WORDS.get(w)));
  if (words.length === 0 || modes.has(undefined)) {
    return null;
  }
  if (modes.has('both') || (modes.has('online') && modes.has('offline'))) {
    return 'both';
  }
  return modes.has('online') ? 'online' : 'offline';
}

/** The stored modes a `?mode=` filter matches: a tutor teaching both serves either. */
export function modesServing(mode: TeachingMode): TeachingMode[] {
  return mode === 'both' ? ['both'] : [mode, 'both'];
}

/** GET getTutor: paging plus the Hire Tutors filters, all applied in SQL. */
export class TutorQueryDto extends ProfileQueryDto {
  @OptionalChoice(TEACHING_SUBJECTS, coded('rule.teachingSubject'))
  subject?: string;

  @ApiPropertyOptional({ maxLength: LIMITS.searchMax, description: 'Part of the location' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsOptional()
  @IsString(says(coded('rule.queryText')))
  @MaxLength(LIMITS.searchMax, says(coded('rule.queryText')))
  location?: string;

  @ApiPropertyOptional({
    enum: TEACHING_MODES,
    description: 'online or offline also match tutors who teach both',
  })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? (normaliseTeachingMode(value) ?? value) : value,
  )
  @IsOptional()
  @IsIn([...TEACHING_MODES], says(coded('rule.onlineOffline')))
  mode?: TeachingMode;

  @OptionalAmount()
  minSalary?: number;

  @OptionalAmount()
  maxSalary?: number;

  @OptionalBooleanFilter('verified', 'true: verified tutors only; false: the others')
  verified?: boolean;

  @OptionalChoice(TUTOR_SORTS, coded('rule.tutorSort'))
  sort?: TutorSort;
}
