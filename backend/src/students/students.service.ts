import { Injectable } from '@nestjs/common';
import type { DeleteResult, InsertResult, Student, UpdateResult } from '@tutorhub/contracts';
import type { VerifiedIdentity } from '../auth/identity.decorator';
import { type Page, toPage } from '../common/pagination';
import { type ProfileQueryDto, toProfile } from '../common/profiles/profile.dto';
import { ProfilesService } from '../common/profiles/profiles.service';
import type { CreateStudentDto } from './dto/create-student.dto';

@Injectable()
export class StudentsService {
  constructor(private readonly profiles: ProfilesService) {}

  async register(identity: VerifiedIdentity, dto: CreateStudentDto): Promise<InsertResult> {
    // Every other field of the validated record is a profile field; role is the endpoint's.
    const { role: _role, email, ...fields } = dto;
    return { insertedId: await this.profiles.register('student', identity, email, fields) };
  }

  async list(query: ProfileQueryDto): Promise<Page<Student>> {
    return toPage(await this.profiles.list('student', query), toProfile);
  }

  async promote(id: string): Promise<UpdateResult> {
    return { modifiedCount: await this.profiles.promote('student', id) };
  }

  async remove(id: string): Promise<DeleteResult> {
    return { deletedCount: await this.profiles.remove('student', id) };
  }
}
