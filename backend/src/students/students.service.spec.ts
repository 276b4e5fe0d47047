import type { ProfilesService } from '../profiles/profiles.service';
import { PROFILE_COLUMNS, type ProfileQueryDto } from '../profiles/profile.dto';
import type { User } from '../users/user.entity';
import type { CreateStudentDto } from './dto/create-student.dto';
import { StudentsService } from './students.service';
import { AnswerCache } from '../database/answer-cache';

function students() {
  const profiles = {
    register: jest.fn().mockResolvedValue('s-1'),
    list: jest.fn().mockResolvedValue({ rows: [], total: 0 }),
    promote: jest.fn().mockResolvedValue(0),
    remove: jest.fn().mockResolvedValue(1),
  };
  const service = new StudentsService(profiles as unknown as ProfilesService, new AnswerCache(1e6));
  return { profiles, service };
}

describe('StudentsService', () => {
  it('registers a student profile from the profile fields only', async () => {
    const { profiles, service } = students();
    const identity = { uid: 'u', email: 'karim@example.com', emailVerified: false };
    const dto: CreateStudentDto = {
      role: 'student',
      name: 'Karim',
      image: '/media/b.webp',
      email: 'karim@example.com',
      number: '01712345678',
      study: 'Dhaka College',
      subject: 'Science',
      location: 'Mirpur',
    };
    await expect(service.register(identity, dto)).resolves.toEqual({ insertedId: 's-1' });
    const { role: _role, email, ...fields } = dto;
    expect(profiles.register).toHaveBeenCalledWith('student', identity, email, fields);
  });

  it('lists suspended students too (the route is admin-only) with the query filters', async () => {
    const { profiles, service } = students();
    const query: ProfileQueryDto = { q: 'dhaka', role: 'admin', page: 2 };
    await service.list({ role: 'admin' } as User, query);
    expect(profiles.list).toHaveBeenCalledWith(
      'student',
      expect.objectContaining({ ...query, withSuspended: true, searchEmail: true }),
      PROFILE_COLUMNS,
    );
  });

  it('answers the promote and delete counts in the original result shapes', async () => {
    const { profiles, service } = students();
    const actor = { id: 'admin-1' } as User;
    await expect(service.promote('s-1', actor)).resolves.toEqual({ modifiedCount: 0 });
    expect(profiles.promote).toHaveBeenCalledWith('student', 's-1', actor);
    await expect(service.remove('s-1')).resolves.toEqual({ deletedCount: 1 });
    expect(profiles.remove).toHaveBeenCalledWith('student', 's-1');
  });
});
