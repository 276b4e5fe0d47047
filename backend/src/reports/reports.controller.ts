import { Body, Controller, Get, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type {
  InsertResultDto as InsertResult,
  UpdateResultDto as UpdateResult,
} from '../common/api-docs';
import type { FastifyReply } from 'fastify';
import { Access } from '../auth/access';
import { CurrentUser } from '../auth/current-user.decorator';
import {
  ApiErrors,
  ApiPagedResponse,
  ErrorBodyDto,
  InsertResultDto,
  UpdateResultDto,
} from '../common/api-docs';
import { ApiIdParam, IdParam } from '../common/id.pipe';
import { sendPage } from '../common/pagination';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import type { User } from '../users/user.entity';
import { CreateReportDto } from './dto/create-report.dto';
import { ReportDto } from './dto/report.dto';
import { ReportQueryDto } from './dto/report-query.dto';
import { ResolveReportDto } from './dto/resolve-report.dto';
import { ReportsService } from './reports.service';

@ApiTags('reports')
@Controller()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post('reports')
  @RateLimit('writes')
  @Access.signedIn(
    'Report a profile or a post to the admins (one open report per item; never one of your own)',
  )
  @ApiCreatedResponse({ type: InsertResultDto })
  @ApiErrors(400, 404, 409)
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: 'No profile yet' })
  create(@CurrentUser() reporter: User, @Body() body: CreateReportDto): Promise<InsertResult> {
    return this.reports.create(reporter, body);
  }

  @Get('admin/reports')
  @Access.admin(
    'Reports, newest first; open ones with profiles of three or more open reports on top',
  )
  @ApiPagedResponse(ReportDto)
  async list(
    @Query() query: ReportQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReportDto[]> {
    return sendPage(reply, await this.reports.list(query));
  }

  @Patch('admin/reports/:id')
  @RateLimit('admin')
  @Access.admin(
    'Resolve a report and the other open reports of its item: dismiss, remove the item or suspend its author',
  )
  @ApiIdParam()
  @ApiOkResponse({ type: UpdateResultDto })
  @ApiErrors(400, 404, 409)
  resolve(
    @CurrentUser() admin: User,
    @IdParam() id: string,
    @Body() body: ResolveReportDto,
  ): Promise<UpdateResult> {
    return this.reports.resolve(id, body.resolution, admin);
  }
}
