import { Module } from '@nestjs/common';
import { ProfilesModule } from '../profiles/profiles.module';
import { StudentsController } from './students.controller';
import { StudentsService } from './students.service';

@Module({
  imports: [ProfilesModule],
  controllers: [StudentsController],
  providers: [StudentsService],
})
export class StudentsModule {}
