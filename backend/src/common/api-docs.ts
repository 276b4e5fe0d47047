import { applyDecorators, type Type } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProperty,
  ApiPropertyOptional,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { TOTAL_COUNT_HEADER } from '@tutorhub/contracts';

/** The one error body of every failed call, for the OpenAPI document. */
export class ErrorBodyDto {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Bad Request' })
  error: string;

  @ApiProperty({ example: 'Type your name' })
  message: string;

  @ApiProperty({
    description:
      'The stable code of `message`, for clients that show it in another language (see ' +
      'contracts/src/message-codes.ts); a refusal worded by the framework has a `request.*` code',
    example: 'tutorForm.name',
  })
  code: string;

  @ApiProperty({
    description: 'The named arguments of a parameterised message (empty for a fixed text)',
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
    example: {},
  })
  params: Record<string, string | number>;

  @ApiPropertyOptional({
    description: 'The first message per invalid field',
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { name: 'Type your name' },
  })
  errors?: Record<string, string>;

  @ApiPropertyOptional({
    description: 'The stable code of each message in `errors`',
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { name: 'tutorForm.name' },
  })
  codes?: Record<string, string>;

  @ApiPropertyOptional({
    description: 'The params of each message in `errors`',
    type: 'object',
    additionalProperties: { type: 'object' },
    example: { name: {} },
  })
  fieldParams?: Record<string, Record<string, string | number>>;
}

export class InsertResultDto {
  @ApiProperty({ format: 'uuid' })
  insertedId: string;
}

export class UpdateResultDto {
  @ApiProperty({
    example: 1,
    description: '1 when the row changed, 0 when it already had the value',
  })
  modifiedCount: number;
}

export class DeleteResultDto {
  @ApiProperty({ example: 1 })
  deletedCount: number;
}

/** The error answers a call can give, each documented with the one error body. */
export function ApiErrors(...statuses: Array<400 | 404 | 409>): MethodDecorator & ClassDecorator {
  const byStatus = {
    400: ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Invalid input or id' }),
    404: ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No such record' }),
    409: ApiConflictResponse({ type: ErrorBodyDto, description: 'Already exists' }),
  };
  return applyDecorators(...statuses.map((s) => byStatus[s]));
}

/**
 * A paged JSON array; the total row count arrives in X-Total-Count. Every list validates its
 * paging and filters, so each may answer 400.
 */
export function ApiPagedResponse(type: Type<unknown>): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiOkResponse({
      type,
      isArray: true,
      headers: {
        [TOTAL_COUNT_HEADER]: {
          description: 'Rows matching the filters, over all pages',
          schema: { type: 'integer' },
        },
      },
    }),
    ApiErrors(400),
  );
}

/** 401 and optionally 403 for the calls that need a bearer token. */
export function ApiBearer(forbidden: string | null): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'Missing or invalid token' }),
    ...(forbidden ? [ApiForbiddenResponse({ type: ErrorBodyDto, description: forbidden })] : []),
  );
}

/** An account's email as answers carry it: null for an account proved by its mobile number alone. */
export function ApiAccountEmail(): PropertyDecorator {
  return ApiProperty({
    type: String,
    format: 'email',
    nullable: true,
    example: 'rahim@example.com',
    description: 'Null for an account proved by its mobile number alone',
  });
}
