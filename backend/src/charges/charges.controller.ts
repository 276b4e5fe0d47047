import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../auth/access';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiErrors, ApiPagedResponse, ErrorBodyDto } from '../common/api-docs';
import { ApiIdParam, IdParam } from '../common/id.pipe';
import { PageQueryDto, sendPage } from '../common/pagination';
import type { User } from '../users/user.entity';
import { ChargeDetailDto, ChargeDto } from './dto/charge.dto';
import { ChargesService } from './charges.service';

/** A tutor's own service charges. */
@ApiTags('charges')
@Controller('charges')
export class ChargesController {
  constructor(private readonly charges: ChargesService) {}

  @Get('mine')
  @Access.signedIn("The caller's service charges, newest first (tutor profiles only)")
  @ApiPagedResponse(ChargeDto)
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: 'The caller has no tutor profile' })
  async mine(
    @CurrentUser() user: User,
    @Query() query: PageQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ChargeDto[]> {
    return sendPage(reply, await this.charges.mine(user, query));
  }

  @Get(':id')
  @Access.signedIn('One service charge with its payments and refunds, for its tutor and admins')
  @ApiIdParam()
  @ApiOkResponse({ type: ChargeDetailDto })
  @ApiErrors(400, 404)
  findOne(@CurrentUser() user: User, @IdParam() id: string): Promise<ChargeDetailDto> {
    return this.charges.findOne(user, id);
  }
}
