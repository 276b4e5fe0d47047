import { Body, Controller, Get, Patch, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../auth/access';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiErrors, ApiPagedResponse } from '../common/api-docs';
import { ApiIdParam, IdParam } from '../common/id.pipe';
import { sendPage } from '../common/pagination';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import type { User } from '../users/user.entity';
import { AdminChargeQueryDto, ChargeDetailDto, ChargeDto, WaiveChargeDto } from './dto/charge.dto';
import { ChargesService } from './charges.service';

/** The admins' view of every service charge, and waivers. */
@ApiTags('charges')
@Controller('admin/charges')
export class AdminChargesController {
  constructor(private readonly charges: ChargesService) {}

  @Get()
  @Access.admin('Service charges by status and overdue, newest first')
  @ApiPagedResponse(ChargeDto)
  async list(
    @Query() query: AdminChargeQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ChargeDto[]> {
    return sendPage(reply, await this.charges.adminList(query));
  }

  @Patch(':id')
  @RateLimit('admin')
  @Access.admin('Waive a due service charge, with a reason; audited')
  @ApiIdParam()
  @ApiOkResponse({ type: ChargeDetailDto })
  @ApiErrors(400, 404, 409)
  waive(
    @CurrentUser() admin: User,
    @IdParam() id: string,
    @Body() body: WaiveChargeDto,
  ): Promise<ChargeDetailDto> {
    return this.charges.waive(admin, id, body);
  }
}
