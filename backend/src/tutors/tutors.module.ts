import { Module } from '@nestjs/common';
import { ProfilesModule } from '../profiles/profiles.module';
import { TutorsController } from './tutors.controller';
import { TutorsService } from './tutors.service';

@Module({
  imports: [ProfilesModule],
  controllers: [TutorsController],
  providers: [TutorsService],
})
export class TutorsModule {}
