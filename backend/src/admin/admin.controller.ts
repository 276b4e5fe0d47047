import { Body, Controller, Get, Patch, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuditEntryDto as AuditEntry } from './dto/audit-entry.dto';
import type { UpdateResultDto as UpdateResult } from '../common/api-docs';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../auth/current-user.decorator';
import { Access } from '../auth/access';
import { ApiErrors, ApiPagedResponse, UpdateResultDto } from '../common/api-docs';
import { ApiIdParam, IdParam } from '../common/id.pipe';
import { PageQueryDto, sendPage } from '../common/pagination';
import type { User } from '../users/user.entity';
import { AccountRolesService } from './account-roles.service';
import { AuditLogService } from './audit-log.service';
import { AdminRoleDto } from './dto/admin-role.dto';
import { AuditEntryDto } from './dto/audit-entry.dto';
import { SuspensionDto } from './dto/suspension.dto';
import { RateLimit } from '../rate-limit/rate-limit.decorator';

@ApiTags('admin')
@Controller('admin')
export class AdminController {
  constructor(
    private readonly roles: AccountRolesService,
    private readonly audit: AuditLogService,
  ) {}

  @Patch('accounts/:id/role')
  @RateLimit('admin')
  @Access.admin("Grant or revoke an account's admin role (never the last admin, never one's own)")
  @ApiIdParam()
  @ApiOkResponse({ type: UpdateResultDto })
  @ApiErrors(400, 404, 409)
  setRole(
    @CurrentUser() actor: User,
    @IdParam() id: string,
    @Body() body: AdminRoleDto,
  ): Promise<UpdateResult> {
    return this.modified(this.roles.setAdmin(id, body.admin, actor.id));
  }

  @Patch('accounts/:id/suspension')
  @RateLimit('admin')
  @Access.admin("Suspend an account or lift its suspension (never one's own)")
  @ApiIdParam()
  @ApiOkResponse({ type: UpdateResultDto })
  @ApiErrors(400, 404, 409)
  setSuspension(
    @CurrentUser() actor: User,
    @IdParam() id: string,
    @Body() body: SuspensionDto,
  ): Promise<UpdateResult> {
    return this.modified(this.roles.setSuspended(id, body.suspended, actor.id));
  }

  @Get('audit')
  @Access.admin('Role and suspension changes, newest first')
  @ApiPagedResponse(AuditEntryDto)
  async auditLog(
    @Query() query: PageQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuditEntry[]> {
    return sendPage(reply, await this.audit.list(query));
  }

  private async modified(count: Promise<number>): Promise<UpdateResult> {
    return { modifiedCount: await count };
  }
}
