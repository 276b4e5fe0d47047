import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from '../users/user.entity';
import { AccountRolesService } from './account-roles.service';
import { AdminController } from './admin.controller';
import { AdminEmails } from './admin-emails';
import { AuditEntry } from './audit-entry.entity';
import { AuditLogService } from './audit-log.service';

/** Who is admin or suspended, the calls that change it, and the audit log of those changes. */
@Module({
  imports: [TypeOrmModule.forFeature([User, AuditEntry])],
  controllers: [AdminController],
  providers: [AdminEmails, AccountRolesService, AuditLogService],
  exports: [AdminEmails, AccountRolesService],
})
export class AdminModule {}
