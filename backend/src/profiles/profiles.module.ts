import { Module } from '@nestjs/common';
import { SiteClockModule } from '../common/site-time';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { User } from '../users/user.entity';
import { ContactsShown, ProfilesService } from './profiles.service';
import { SearchWindows } from './search-windows';
import { DocumentStoreModule } from '../verification/document-store.module';

/** The rules tutors and students share; imported by both modules. */
@Module({
  imports: [TypeOrmModule.forFeature([User]), AdminModule, SiteClockModule, DocumentStoreModule],
  providers: [ProfilesService, ContactsShown, SearchWindows],
  exports: [ProfilesService, ContactsShown],
})
export class ProfilesModule {}
