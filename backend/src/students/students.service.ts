import { Injectable } from '@nestjs/common';
import type { DeleteResult, InsertResult, Student, UpdateResult } from '@tutorhub/contracts';
import type { VerifiedIdentity } from '../auth/identity.decorator';
import { type Page, toPage } from '../common/pagination';
import { type ProfileQueryDto, toProfile } from '../profiles/profile.dto';
import { ProfilesService } from '../profiles/profiles.service';
import type { User } from '../users/user.entity';
import type { CreateStudentDto } from './dto/create-student.dto';

@Injectable()
export class StudentsService {
  constructor(private readonly profiles: ProfilesService) {}

  async register(identity: VerifiedIdentity, dto: CreateStudentDto): Promise<InsertResult> {
    // Every other field of the validated record is a profile field; role is the endpoint's.
    const { role: _role, email, ...fields } = dto;
    return { insertedId: await this.profiles.register('student', identity, email, fields) };
  }

  /** Admins only (the route says so), so suspended students are listed and marked. */
  async list(caller: User, query: ProfileQueryDto): Promise<Page<Student>> {
    const rows = await this.profiles.list('student', { ...query, withSuspended: true });
    return toPage(rows, (row) => toProfile(row, caller));
  }

  async promote(id: string, actor: User): Promise<UpdateResult> {
    return { modifiedCount: await this.profiles.promote('student', id, actor) };
  }

  async remove(id: string): Promise<DeleteResult> {
    return { deletedCount: await this.profiles.remove('student', id) };
  }
}
