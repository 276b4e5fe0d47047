import { Body, Controller, Get, Patch, Query, Res } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../auth/access';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiErrors, ApiPagedResponse } from '../common/api-docs';
import { ApiIdParam, IdParam } from '../common/id.pipe';
import { sendPage } from '../common/pagination';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import type { User } from '../users/user.entity';
import {
  AdminVerificationDto,
  AdminVerificationQueryDto,
  DecideVerificationDto,
  DocumentLinkDto,
} from './dto/verification.dto';
import { VerificationService } from './verification.service';

/** The admins' review queue of verification requests. */
@ApiTags('verification')
@Controller('admin/verifications')
export class AdminVerificationsController {
  constructor(private readonly verification: VerificationService) {}

  @Get()
  @Access.admin('Verification requests by status (default submitted), oldest submitted first')
  @ApiPagedResponse(AdminVerificationDto)
  async list(
    @Query() query: AdminVerificationQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminVerificationDto[]> {
    return sendPage(reply, await this.verification.adminList(query));
  }

  @Get(':id')
  @Access.admin("A verification request with the tutor's profile fields to compare")
  @ApiIdParam()
  @ApiOkResponse({ type: AdminVerificationDto })
  @ApiErrors(400, 404)
  get(@IdParam() id: string): Promise<AdminVerificationDto> {
    return this.verification.adminGet(id);
  }

  @Get(':id/documents/:docId')
  @RateLimit('admin')
  @Access.admin('One document, audited: the file itself (disk store) or a 5-minute link (S3)')
  @ApiIdParam()
  @ApiIdParam('docId')
  @ApiExtraModels(DocumentLinkDto)
  @ApiProduces('application/json', 'image/jpeg', 'image/png', 'application/pdf')
  @ApiOkResponse({
    description:
      'S3 store: JSON `{url, expiresAt}`, a presigned GET valid 5 minutes. Disk store: the ' +
      'file, with Cache-Control: no-store, Content-Disposition, X-Content-Type-Options: nosniff ' +
      'and a CSP that runs nothing. Tell them apart by Content-Type.',
    content: {
      'application/json': { schema: { $ref: getSchemaPath(DocumentLinkDto) } },
      'image/jpeg': { schema: { type: 'string', format: 'binary' } },
      'image/png': { schema: { type: 'string', format: 'binary' } },
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiErrors(400, 404)
  async document(
    @CurrentUser() admin: User,
    @IdParam() id: string,
    @IdParam('docId') docId: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.verification.sendDocument(admin, id, docId, reply);
  }

  @Patch(':id')
  @RateLimit('admin')
  @Access.admin('Approve (the verified badge goes on) or reject with a reason; the tutor is told')
  @ApiIdParam()
  @ApiOkResponse({ type: AdminVerificationDto })
  @ApiErrors(400, 404, 409)
  decide(
    @CurrentUser() admin: User,
    @IdParam() id: string,
    @Body() body: DecideVerificationDto,
  ): Promise<AdminVerificationDto> {
    return this.verification.decide(admin, id, body);
  }
}
