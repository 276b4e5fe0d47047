import { applyDecorators, BadRequestException, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { RULE_MESSAGES } from '@tutorhub/contracts';
import { errorBody } from './error-body';

/** Ids are uuids; anything else is a 400 in the error shape before any query runs. */
const idPipe = new ParseUUIDPipe({
  exceptionFactory: () => new BadRequestException(errorBody(400, RULE_MESSAGES.malformedId)),
});

/** The `{id}` path parameter, parsed and documented. */
export function IdParam(): ParameterDecorator {
  return Param('id', idPipe);
}

/** OpenAPI description of the `{id}` path parameter. */
export function ApiIdParam(): MethodDecorator {
  return applyDecorators(ApiParam({ name: 'id', format: 'uuid' }));
}
