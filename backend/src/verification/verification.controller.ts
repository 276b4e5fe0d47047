import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Post,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor, type UploadedMultipartFile } from '@nestjs/platform-fastify/multipart';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import { LIMITS } from '@tutorhub/contracts';
import { Access } from '../auth/access';
import { CurrentUser } from '../auth/current-user.decorator';
import type { DeleteResultDto as DeleteResult } from '../common/api-docs';
import { ApiErrors, DeleteResultDto } from '../common/api-docs';
import { ApiIdParam, IdParam } from '../common/id.pipe';
import { UploadAllowanceInterceptor } from '../media/upload-allowance.interceptor';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import type { User } from '../users/user.entity';
import {
  DocumentFieldsDto,
  DocumentUploadDto,
  VerificationDocumentDto,
  VerificationStateDto,
} from './dto/verification.dto';
import { UploadTooLargeInterceptor } from '../media/upload-errors.interceptor';
import { VerificationService } from './verification.service';

/** One document and its two text fields; anything more is refused before it is buffered. */
const DOCUMENT_FORM_LIMITS = {
  fileSize: LIMITS.verificationFileMaxBytes,
  files: 1,
  fields: 2,
  parts: 3,
  fieldNameSize: 100,
  fieldSize: 64,
  headerPairs: 20,
};

/** A tutor's own verification: consent, documents, submission, withdrawal. */
@ApiTags('verification')
@Controller('verification')
export class VerificationController {
  constructor(private readonly verification: VerificationService) {}

  @Get()
  @Access.signedIn('My verification request (status draft with no documents before any)')
  @ApiOkResponse({ type: VerificationStateDto })
  @ApiErrors(404)
  get(@CurrentUser() tutor: User): Promise<VerificationStateDto> {
    return this.verification.stateOf(tutor);
  }

  @Post('consent')
  @RateLimit('writes')
  @HttpCode(200)
  @Access.signedIn('Agree to how verification documents are kept (needed before the first upload)')
  @ApiOkResponse({ type: VerificationStateDto })
  @ApiErrors(404)
  consent(@CurrentUser() tutor: User): Promise<VerificationStateDto> {
    return this.verification.consent(tutor);
  }

  @Post('documents')
  @RateLimit('uploads')
  @UseInterceptors(
    new UploadTooLargeInterceptor('verification.tooLarge', LIMITS.verificationFileMaxBytes),
    UploadAllowanceInterceptor,
    FileInterceptor('file', { limits: DOCUMENT_FORM_LIMITS }),
  )
  @Access.signedIn(
    'Upload one identity document or certificate (JPEG, PNG or PDF by its bytes, at most 5 MB; images re-encoded without metadata)',
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: DocumentUploadDto })
  @ApiCreatedResponse({ type: VerificationDocumentDto })
  @ApiPayloadTooLargeResponse({ description: 'Larger than 5 MB' })
  @ApiErrors(400, 404, 409)
  upload(
    @CurrentUser() tutor: User,
    @Body() body: DocumentFieldsDto,
    @UploadedFile() file: UploadedMultipartFile | undefined,
  ): Promise<VerificationDocumentDto> {
    return this.verification.upload(tutor, body, file);
  }

  @Delete('documents/:id')
  @RateLimit('writes')
  @Access.signedIn('Delete one of my documents from storage (before submitting)')
  @ApiIdParam()
  @ApiOkResponse({ type: DeleteResultDto })
  @ApiErrors(400, 404, 409)
  deleteDocument(@CurrentUser() tutor: User, @IdParam() id: string): Promise<DeleteResult> {
    return this.verification.deleteDocument(tutor, id);
  }

  @Post('submit')
  @RateLimit('writes')
  @HttpCode(200)
  @Access.signedIn('Send my documents to the admins (an identity document is needed)')
  @ApiOkResponse({ type: VerificationStateDto })
  @ApiErrors(400, 404, 409)
  submit(@CurrentUser() tutor: User): Promise<VerificationStateDto> {
    return this.verification.submit(tutor);
  }

  @Delete()
  @RateLimit('writes')
  @Access.signedIn('Withdraw: my documents are deleted from storage at once, and the request')
  @ApiOkResponse({ type: DeleteResultDto })
  @ApiErrors(404)
  withdraw(@CurrentUser() tutor: User): Promise<DeleteResult> {
    return this.verification.withdraw(tutor);
  }
}
