import { Body, Controller, Delete, Get, Headers, HttpCode, Post, Res } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Env } from '../config/env.validation';
import type { AuthConfigDto as AuthConfig } from './dto/auth-config.dto';
import type { TokenResponseDto as TokenResponse } from './dto/token-response.dto';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { AuthService } from './auth.service';
import { AuthConfigDto } from './dto/auth-config.dto';
import { TokenRequestDto } from './dto/token-request.dto';
import { TokenResponseDto } from './dto/token-response.dto';
import { Public } from './public.decorator';
import { SignOut } from './sign-out';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

@ApiTags('auth')
@Controller()
export class AuthController {
  private readonly production: boolean;

  constructor(
    private readonly auth: AuthService,
    private readonly signOut: SignOut,
    config: ConfigService<Env, true>,
  ) {
    this.production = config.get('NODE_ENV', { infer: true }) === 'production';
  }

  @Public()
  @Post('jwt')
  @RateLimit('signIn')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Exchange a Firebase ID token for an API token',
    description:
      'Send the Firebase ID token as Authorization: Bearer; the body e-mail must be its e-mail ' +
      '(a mobile number sign-in sends {} or its phone, which must be the number it proves). ' +
      'The answer also sets the token in an HttpOnly cookie, with which the API renders ' +
      'signed-in pages; API calls never accept it.',
  })
  @ApiBearerAuth()
  @ApiOkResponse({ type: TokenResponseDto })
  @ApiBadRequestResponse({ description: 'The body has no valid e-mail' })
  @ApiUnauthorizedResponse({
    description: 'No valid ID token, or it proves another e-mail or number',
  })
  @ApiConflictResponse({
    description:
      'The e-mail belongs to another, unverified sign-in, or the number to another account',
  })
  async exchange(
    @Headers('authorization') authorization: string | undefined,
    @Body() body: TokenRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TokenResponse> {
    const answer = await this.auth.exchange(authorization, body);
    setSessionCookie(reply, answer.token, this.production);
    return answer;
  }

  @Public()
  @Delete('session')
  @RateLimit('writes')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Sign out',
    description:
      'With a valid API token as Authorization: Bearer, every API token of the account stops ' +
      'working at once (on every replica). Also removes the session cookie set by POST /api/jwt.',
  })
  @ApiBearerAuth()
  @ApiNoContentResponse({
    description: 'Signed out and the cookie removed (also without a token or cookie)',
  })
  async endSession(
    @Headers('authorization') authorization: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.signOut.everywhere(authorization);
    clearSessionCookie(reply, this.production);
  }

  @Public()
  @Get('auth/config')
  @ApiOperation({ summary: 'How the browser reaches the identity provider' })
  @ApiOkResponse({ type: AuthConfigDto })
  config(): AuthConfig {
    return this.auth.clientConfig();
  }
}
