import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Patch,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { coded } from '@tutorhub/contracts';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../auth/access';
import { CurrentUser } from '../auth/current-user.decorator';
import type { UpdateResultDto as UpdateResult } from '../common/api-docs';
import { ApiErrors, UpdateResultDto } from '../common/api-docs';
import { errorBody } from '../common/errors';
import { ApiIdParam, IdParam } from '../common/id.pipe';
import type { User } from '../users/user.entity';
import { EmailReportDto } from './dto/email-report.dto';
import { EmailSettingsDto, EmailSettingsEditDto } from './dto/email-settings.dto';
import { UnsubscribeQueryDto } from './dto/unsubscribe.dto';
import { EmailAccountsService } from './email-accounts.service';
import { EmailSettings } from './email-settings';
import { confirmPage, donePage, invalidPage } from './unsubscribe-page';
import { RateLimit } from '../rate-limit/rate-limit.decorator';

@ApiTags('email')
@Controller()
export class EmailController {
  constructor(
    private readonly accounts: EmailAccountsService,
    private readonly settings: EmailSettings,
  ) {}

  @Get('me/email')
  @Access.signedIn('Your email settings: the language of your emails and each kind on or off')
  @ApiOkResponse({ type: EmailSettingsDto })
  getSettings(@CurrentUser() user: User): EmailSettingsDto {
    return this.accounts.settingsOf(user);
  }

  // The web app sends the language when it differs from the stored one (a sign-in on a device
  // set to another language, a switch).
  @Patch('me/email')
  @RateLimit('preferences')
  @Access.signedIn('Change your email settings (the web app sends the language you choose)')
  @ApiOkResponse({ type: UpdateResultDto })
  @ApiErrors(400)
  editSettings(
    @CurrentUser() user: User,
    @Body() body: EmailSettingsEditDto,
  ): Promise<UpdateResult> {
    return this.accounts.edit(user, body);
  }

  @Get('email/unsubscribe')
  @Access.public('The page of an email’s unsubscribe link: a button that stops that kind of email')
  @ApiProduces('text/html')
  @ApiErrors(400)
  async unsubscribePage(
    @Query() query: UnsubscribeQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const found = await this.accounts.tokenAccount(query.token);
    if (!found) {
      return this.refuse(request, reply);
    }
    const action = `/api/email/unsubscribe?token=${encodeURIComponent(query.token)}`;
    return this.html(reply, 200, confirmPage(found.user.language, found.topic, action));
  }

  /** RFC 8058 one-click: mail apps POST here (List-Unsubscribe-Post); so does the page's button. */
  @Post('email/unsubscribe')
  // Mail providers send the one-click POSTs of many readers from a few addresses.
  @RateLimit('preferences')
  @HttpCode(200)
  @Access.public('Stop the kind of email an unsubscribe link names (one click, no sign-in)')
  @ApiProduces('text/html')
  @ApiErrors(400)
  async unsubscribe(
    @Query() query: UnsubscribeQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const found = await this.accounts.tokenAccount(query.token);
    if (!found) {
      return this.refuse(request, reply);
    }
    await this.accounts.unsubscribe(found.user, found.topic);
    const settings = `${this.settings.appUrl}/profile#notifications`;
    return this.html(reply, 200, donePage(found.user.language, found.topic, settings));
  }

  @Get('email/report')
  @Access.admin('Emails of the last 7 days by state, and the failed ones with their reason')
  @ApiOkResponse({ type: EmailReportDto })
  report(): Promise<EmailReportDto> {
    return this.accounts.report();
  }

  @Post('email/:id/retry')
  @RateLimit('admin')
  @HttpCode(200)
  @Access.admin('Send a failed email again')
  @ApiOkResponse({ type: UpdateResultDto })
  @ApiIdParam()
  @ApiErrors(400, 404, 409)
  retry(@IdParam() id: string): Promise<UpdateResult> {
    return this.accounts.retry(id);
  }

  /** A bad token: a page for a person's browser, the error shape for any other caller. */
  private refuse(request: FastifyRequest, reply: FastifyReply): void {
    if (!request.headers.accept?.includes('text/html')) {
      throw new BadRequestException(errorBody(400, coded('email.invalidToken')));
    }
    this.html(reply, 400, invalidPage());
  }

  private html(reply: FastifyReply, status: number, page: string): void {
    void reply.status(status).type('text/html; charset=utf-8').send(page);
  }
}
