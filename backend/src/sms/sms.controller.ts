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
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { coded } from '@tutorhub/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../auth/access';
import { CurrentUser } from '../auth/current-user.decorator';
import type { UpdateResultDto as UpdateResult } from '../common/api-docs';
import { ApiErrors, UpdateResultDto } from '../common/api-docs';
import { errorBody } from '../common/errors';
import { ApiIdParam, IdParam } from '../common/id.pipe';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import type { User } from '../users/user.entity';
import { SmsReportDto } from './dto/sms-report.dto';
import { SmsSettingsDto, SmsSettingsEditDto } from './dto/sms-settings.dto';
import { StopQueryDto } from './dto/stop.dto';
import { SmsAccountsService } from './sms-accounts.service';
import { SmsSettings } from './sms-settings';
import { stopConfirmPage, stopDonePage, stopInvalidPage } from './stop-page';

@ApiTags('sms')
@Controller()
export class SmsController {
  constructor(
    private readonly accounts: SmsAccountsService,
    private readonly settings: SmsSettings,
  ) {}

  @Get('me/sms')
  @Access.signedIn('Your SMS settings: your verified mobile number and each kind on or off')
  @ApiOkResponse({ type: SmsSettingsDto })
  getSettings(@CurrentUser() user: User): SmsSettingsDto {
    return this.accounts.settingsOf(user);
  }

  @Patch('me/sms')
  @RateLimit('preferences')
  @Access.signedIn('Turn kinds of SMS on or off (on needs a verified mobile number)')
  @ApiOkResponse({ type: UpdateResultDto })
  @ApiErrors(400)
  editSettings(@CurrentUser() user: User, @Body() body: SmsSettingsEditDto): Promise<UpdateResult> {
    return this.accounts.edit(user, body);
  }

  @Get('sms/stop')
  @Access.public('The page of a job alert’s STOP link: a button that stops the daily job SMS')
  @ApiProduces('text/html')
  @ApiErrors(400)
  async stopPage(
    @Query() query: StopQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const user = await this.accounts.tokenAccount(query.t);
    if (!user) {
      return this.refuse(request, reply);
    }
    return this.html(
      reply,
      200,
      stopConfirmPage(user.language, `/api/sms/stop?t=${encodeURIComponent(query.t)}`),
    );
  }

  @Post('sms/stop')
  @RateLimit('preferences')
  @HttpCode(200)
  @Access.public('Stop the daily job SMS a STOP link names (one tap, no sign-in)')
  @ApiProduces('text/html')
  @ApiErrors(400)
  async stop(
    @Query() query: StopQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const user = await this.accounts.tokenAccount(query.t);
    if (!user) {
      return this.refuse(request, reply);
    }
    await this.accounts.stopJobAlerts(user);
    const settings = `${this.settings.appUrl}/profile#notifications`;
    return this.html(reply, 200, stopDonePage(user.language, settings));
  }

  @Get('sms/report')
  @Access.admin('This month’s SMS by state and parts, and the newest of the last 7 days')
  @ApiOkResponse({ type: SmsReportDto })
  report(): Promise<SmsReportDto> {
    return this.accounts.report();
  }

  @Post('sms/:id/retry')
  @RateLimit('admin')
  @HttpCode(200)
  @Access.admin('Send a failed SMS again')
  @ApiOkResponse({ type: UpdateResultDto })
  @ApiIdParam()
  @ApiErrors(400, 404, 409)
  retry(@IdParam() id: string): Promise<UpdateResult> {
    return this.accounts.retry(id);
  }

  /** A bad token: a page for a person's browser, the error shape for any other caller. */
  private refuse(request: FastifyRequest, reply: FastifyReply): void {
    if (!request.headers.accept?.includes('text/html')) {
      throw new BadRequestException(errorBody(400, coded('sms.invalidToken')));
    }
    this.html(reply, 400, stopInvalidPage());
  }

  private html(reply: FastifyReply, status: number, page: string): void {
    void reply.status(status).type('text/html; charset=utf-8').send(page);
  }
}
