import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  coded,
  type CodedMessage,
  EMAIL_PATTERN,
  LIMITS,
  messageText,
  PHONE_PATTERN,
  stripPhoneSeparators,
} from '@tutorhub/contracts';
import { isImageUrl } from './image-urls';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import { says } from './errors';

/*
 * Field decorators shared by every DTO. class-validator checks a field's constraints in the
 * order they are registered and the validation pipe stops at the first failure, so each
 * decorator lists "required" first: an empty field answers its form's required message, a present
 * but malformed one the matching `rule.*` message.
 */

type Decorator = PropertyDecorator;

const trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Present and not blank, with `message` (the form's message for that field). */
function required(message: CodedMessage): Decorator[] {
  return [IsDefined(says(message)), IsNotEmpty(says(message))];
}

/** Trimmed, required text of at most `max` characters. */
export function RequiredText(message: CodedMessage, max: number, example?: string): Decorator {
  return applyDecorators(
    ApiProperty({ maxLength: max, example, description: `Required: '${messageText(message)}'` }),
    trim(),
    ...required(message),
    IsString(says(message)),
    MaxLength(max, says(coded('rule.tooLong', { max: max }))),
  );
}

/** Trimmed optional text of at most `max` characters (null and '' allowed). */
export function OptionalText(max: number): Decorator {
  return applyDecorators(
    ApiPropertyOptional({ maxLength: max, nullable: true }),
    trim(),
    IsOptional(),
    IsString(says(coded('rule.text'))),
    MaxLength(max, says(coded('rule.tooLong', { max: max }))),
  );
}

/**
 * Accepted for compatibility with the original client's payload and ignored: the server sets
 * this field itself (author, dates, status). Still bounded so it cannot carry a huge value.
 */
export function ServerOwned(description: string): Decorator {
  return applyDecorators(
    ApiPropertyOptional({ deprecated: true, description: `Ignored: ${description}` }),
    IsOptional(),
    IsString(says(coded('rule.text'))),
    MaxLength(LIMITS.emailMax, says(coded('rule.tooLong', { max: LIMITS.emailMax }))),
  );
}

/** Trimmed, lower-cased, required email address. */
export function RequiredEmail(message: CodedMessage): Decorator {
  return applyDecorators(
    ApiProperty({
      format: 'email',
      maxLength: LIMITS.emailMax,
      pattern: EMAIL_PATTERN.source,
      example: 'rahim@example.com',
    }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim().toLowerCase() : value,
    ),
    ...required(message),
    IsString(says(message)),
    MaxLength(LIMITS.emailMax, says(coded('rule.tooLong', { max: LIMITS.emailMax }))),
    Matches(EMAIL_PATTERN, says(coded('rule.emailFormat'))),
  );
}

/**
 * A phone number as a digit string, optional leading `+` (the shared rule drops separators and
 * keeps a leading `0` or `+880`). A JSON number is accepted as its digits.
 */
export function normalisePhone(value: unknown): unknown {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) {
    return String(value);
  }
  return typeof value === 'string' ? stripPhoneSeparators(value) : value;
}

export function PhoneNumber(message: CodedMessage): Decorator {
  return applyDecorators(
    ApiProperty({
      example: '+8801712345678',
      pattern: PHONE_PATTERN.source,
      description: 'Spaces, dashes, dots and brackets are dropped before the check',
    }),
    Transform(({ value }: { value: unknown }) => normalisePhone(value)),
    ...required(message),
    IsString(says(message)),
    Matches(PHONE_PATTERN, says(coded('rule.numberFormat'))),
  );
}

/** Whole BDT, 0 or more; a numeric string such as "5000" is accepted as the number. */
export function toWholeNumber(value: unknown): unknown {
  return typeof value === 'string' && /^\s*\d{1,12}\s*$/.test(value) ? Number(value) : value;
}

/** A required whole number from `min` to `max`; numeric strings count as their number. */
export function RequiredWholeNumber(min: number, max: number, message: CodedMessage): Decorator {
  return applyDecorators(
    ApiProperty({ type: 'integer', minimum: min, maximum: max }),
    Transform(({ value }: { value: unknown }) => toWholeNumber(value)),
    IsDefined(says(message)),
    IsInt(says(message)),
    Min(min, says(message)),
    Max(max, says(message)),
  );
}

/** True for a real calendar day written YYYY-MM-DD. */
function isCalendarDay(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
  );
}

/** A required calendar day, `YYYY-MM-DD`. */
export function CalendarDay(message: CodedMessage): Decorator {
  return applyDecorators(
    ApiProperty({ format: 'date', example: '2026-12-01' }),
    IsDefined(says(message)),
    IsString(says(message)),
    Matches(/^\d{4}-\d{2}-\d{2}$/, says(message)),
    ValidateBy({ name: 'isCalendarDay', validator: { validate: isCalendarDay } }, says(message)),
  );
}

export function RequiredAmount(message: CodedMessage): Decorator {
  return applyDecorators(
    ApiProperty({ type: 'integer', minimum: 0, maximum: LIMITS.amountMax, example: 5000 }),
    Transform(({ value }: { value: unknown }) => toWholeNumber(value)),
    ...required(message),
    IsInt(says(coded('rule.nonNegativeInteger'))),
    Min(0, says(coded('rule.nonNegativeInteger'))),
    Max(LIMITS.amountMax, says(coded('rule.nonNegativeInteger'))),
  );
}

/** Optional whole BDT in a query string (a filter bound). */
export function OptionalAmount(): Decorator {
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: 0 }),
    Transform(({ value }: { value: unknown }) => toWholeNumber(value)),
    IsOptional(),
    IsInt(says(coded('rule.nonNegativeInteger'))),
    Min(0, says(coded('rule.nonNegativeInteger'))),
    Max(LIMITS.amountMax, says(coded('rule.nonNegativeInteger'))),
  );
}

export function ImageUrl(message: CodedMessage): Decorator {
  return applyDecorators(
    ApiProperty({
      maxLength: LIMITS.urlMax,
      example: '/media/3f1c0a9e5b7d4c2e8f6a1b3d5c7e9f0a2b4d6c8e0f1a3b5c7d9e1f2a4b6c8d0e.webp',
      description: 'A display_url from POST /api/images (or an https URL on a host in IMAGE_HOSTS)',
    }),
    trim(),
    ...required(message),
    IsString(says(message)),
    MaxLength(LIMITS.urlMax, says(coded('rule.tooLong', { max: LIMITS.urlMax }))),
    ValidateBy(
      { name: 'isImageUrl', validator: { validate: isImageUrl } },
      says(coded('rule.imageUrl')),
    ),
  );
}

/**
 * One of `choices`, matched case-insensitively and answered in its canonical spelling; other
 * text is left as sent so the `IsIn` check reports it.
 */
export function canonicalChoice<T extends string>(choices: readonly T[], value: unknown): unknown {
  if (typeof value !== 'string') {
    return value;
  }
  const wanted = value.trim().toLowerCase();
  return choices.find((c) => c.toLowerCase() === wanted) ?? value;
}

/** Required, one of `choices` (case-insensitive), with `required` / `invalid` messages. */
export function RequiredChoice<T extends string>(
  choices: readonly T[],
  requiredMessage: CodedMessage,
  invalidMessage: CodedMessage,
): Decorator {
  return applyDecorators(
    ApiProperty({ enum: choices }),
    Transform(({ value }: { value: unknown }) => canonicalChoice(choices, value)),
    ...required(requiredMessage),
    IsIn([...choices], says(invalidMessage)),
  );
}

/** Optional filter: one of `choices` (case-insensitive). */
export function OptionalChoice<T extends string>(
  choices: readonly T[],
  message: CodedMessage,
): Decorator {
  return applyDecorators(
    ApiPropertyOptional({ enum: choices }),
    Transform(({ value }: { value: unknown }) => canonicalChoice(choices, value)),
    IsOptional(),
    IsIn([...choices], says(message)),
  );
}

/** The query-string spellings of a boolean filter. */
const BOOLEAN_WORDS = new Map<unknown, boolean>([
  ['true', true],
  ['false', false],
]);

/** Optional `?field=true|false` filter of a list. */
export function OptionalBooleanFilter(field: string, description: string): Decorator {
  return applyDecorators(
    ApiPropertyOptional({ type: Boolean, description }),
    Transform(({ value }: { value: unknown }) => BOOLEAN_WORDS.get(value) ?? value),
    IsOptional(),
    IsBoolean(says(coded('rule.trueOrFalse', { field }))),
  );
}

/** Optional free-text search of a list. */
export function SearchText(description: string): Decorator {
  return applyDecorators(
    ApiPropertyOptional({ maxLength: LIMITS.searchMax, description }),
    trim(),
    IsOptional(),
    IsString(says(coded('rule.queryText'))),
    MaxLength(LIMITS.searchMax, says(coded('rule.queryText'))),
  );
}
