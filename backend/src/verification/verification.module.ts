import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SiteClockModule } from '../common/site-time';
import { UploadedImages } from '../media/uploaded-images.service';
import { NotificationsModule } from '../notifications/notifications.module';
import { AdminVerificationsController } from './admin-verifications.controller';
import { DocumentStoreModule } from './document-store.module';
import { VerificationDocument } from './verification-document.entity';
import { VerificationRequest } from './verification-request.entity';
import { VerificationService } from './verification.service';
import { VerificationController } from './verification.controller';

/** Tutors' verification documents in the private store, and the admins' review of them. */
@Module({
  imports: [
    TypeOrmModule.forFeature([VerificationRequest, VerificationDocument]),
    DocumentStoreModule,
    NotificationsModule,
    SiteClockModule,
  ],
  controllers: [VerificationController, AdminVerificationsController],
  // UploadedImages: the upload allowance counts documents with images.
  providers: [VerificationService, UploadedImages],
})
export class VerificationModule {}
