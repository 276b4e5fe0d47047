import { Module } from '@nestjs/common';
import { ProfilesModule } from '../profiles/profiles.module';
import { TutorProfileController } from './tutor-profile.controller';
import { TutorProfileService } from './tutor-profile.service';
import { TutorsController, TutorsService } from './tutors.controller';

@Module({
  imports: [ProfilesModule],
  controllers: [TutorsController, TutorProfileController],
  providers: [TutorsService, TutorProfileService],
})
export class TutorsModule {}
