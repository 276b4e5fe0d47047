import { Body, Controller, Get, Headers, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthConfigDto as AuthConfig } from './dto/auth-config.dto';
import type { TokenResponseDto as TokenResponse } from './dto/token-response.dto';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { AuthService } from './auth.service';
import { AuthConfigDto } from './dto/auth-config.dto';
import { TokenRequestDto } from './dto/token-request.dto';
import { TokenResponseDto } from './dto/token-response.dto';
import { Public } from './public.decorator';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('jwt')
  @RateLimit('signIn')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Exchange a Firebase ID token for an API token',
    description:
      'Send the Firebase ID token as Authorization: Bearer; the body e-mail must be its e-mail.',
  })
  @ApiBearerAuth()
  @ApiOkResponse({ type: TokenResponseDto })
  @ApiBadRequestResponse({ description: 'The body has no valid e-mail' })
  @ApiUnauthorizedResponse({ description: 'No valid ID token, or it proves another e-mail' })
  @ApiConflictResponse({ description: 'The e-mail belongs to another, unverified sign-in' })
  exchange(
    @Headers('authorization') authorization: string | undefined,
    @Body() body: TokenRequestDto,
  ): Promise<TokenResponse> {
    return this.auth.exchange(authorization, body.email);
  }

  @Public()
  @Get('auth/config')
  @ApiOperation({ summary: 'How the browser reaches the identity provider' })
  @ApiOkResponse({ type: AuthConfigDto })
  config(): AuthConfig {
    return this.auth.clientConfig();
  }
}
