import { Module } from '@nestjs/common';
import { ProfilesModule } from '../profiles/profiles.module';
import { TutorProfileController } from './tutor-profile.controller';
import { TutorProfileService } from './tutor-profile.service';
import { TutorsController } from './tutors.controller';
import { TutorsService } from './tutors.service';

@Module({
  imports: [ProfilesModule],
  controllers: [TutorsController, TutorProfileController],
  providers: [TutorsService, TutorProfileService],
})
export class TutorsModule {}
