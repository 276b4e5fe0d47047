import { applyDecorators, BadRequestException, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { coded } from '@tutorhub/contracts';
import { errorBody } from './errors';

/** Ids are uuids; anything else is a 400 in the error shape before any query runs. */
const idPipe = new ParseUUIDPipe({
  exceptionFactory: () => new BadRequestException(errorBody(400, coded('rule.malformedId'))),
});

/** The `{id}` (or another uuid) path parameter, parsed. */
export function IdParam(name = 'id'): ParameterDecorator {
  return Param(name, idPipe);
}

/** OpenAPI description of the `{id}` (or another uuid) path parameter. */
export function ApiIdParam(name = 'id'): MethodDecorator {
  return applyDecorators(ApiParam({ name, format: 'uuid' }));
}
