import { applyDecorators, SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';
/** Opts a route out of the global sign-in guard. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const OPTIONAL_USER = 'optionalUser';
/**
 * Public, but a valid API token still identifies the caller (`@OptionalUser()`): for answers
 * that depend on who asks. A missing or invalid token leaves the caller anonymous.
 */
export const PublicWithOptionalUser = () =>
  applyDecorators(Public(), SetMetadata(OPTIONAL_USER, true));
