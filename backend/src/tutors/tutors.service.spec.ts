import { AUTH_MESSAGES } from '../auth/auth.messages';
import { RULE_MESSAGES } from '@tutorhub/contracts';
import type { ProfileFilters, ProfilesService } from '../profiles/profiles.service';
import type { User } from '../users/user.entity';
import type { CreateTutorDto } from './dto/create-tutor.dto';
import type { TutorQueryDto } from './dto/tutor-query.dto';
import { TutorsService } from './tutors.service';

const admin = { id: 'admin-1', role: 'admin' } as User;
const visitor = { id: 'student-1', role: 'student' } as User;

const tutorRow = {
  id: 't-1',
  kind: 'tutor',
  role: null,
  email: 'rahim@example.com',
  name: 'Rahim',
  suspended: true,
  salary: 5000,
  onlineOffline: 'online',
} as User;

function tutors(rows: User[] = []) {
  const profiles = {
    register: jest.fn().mockResolvedValue('t-1'),
    list: jest.fn().mockResolvedValue([rows, rows.length]),
  };
  return { profiles, service: new TutorsService(profiles as unknown as ProfilesService) };
}

describe('TutorsService.register', () => {
  it('stores only profile fields: the body role never reaches the account', async () => {
    const { profiles, service } = tutors();
    const identity = { uid: 'u', email: 'rahim@example.com', emailVerified: true };
    const dto: CreateTutorDto = {
      role: 'tutor',
      name: 'Rahim',
      image: '/media/a.webp',
      email: 'rahim@example.com',
      number: '+8801712345678',
      study: 'DU',
      subject: 'Physics',
      teachingSubject: 'Physics',
      salary: 5000,
      location: 'Dhaka',
      onlineOffline: 'both',
    };
    await expect(service.register(identity, dto)).resolves.toEqual({ insertedId: 't-1' });
    const { role: _role, email, ...fields } = dto;
    expect(profiles.register).toHaveBeenCalledWith('tutor', identity, email, fields);
  });
});

describe('TutorsService.list', () => {
  it('refuses a role filter from a non-admin with 403, before querying', async () => {
    const { profiles, service } = tutors();
    await expect(service.list(visitor, { role: 'admin' } as TutorQueryDto)).rejects.toMatchObject({
      response: { statusCode: 403, message: AUTH_MESSAGES.forbidden },
    });
    expect(profiles.list).not.toHaveBeenCalled();
  });

  it('lets an admin filter by role and see suspended tutors', async () => {
    const { profiles, service } = tutors();
    await service.list(admin, { role: 'admin' } as TutorQueryDto);
    expect(profiles.list).toHaveBeenCalledWith(
      'tutor',
      expect.objectContaining<Partial<ProfileFilters>>({ role: 'admin', withSuspended: true }),
    );
  });

  it('hides suspended tutors from everyone else', async () => {
    const { profiles, service } = tutors();
    await service.list(visitor, {} as TutorQueryDto);
    expect(profiles.list).toHaveBeenCalledWith(
      'tutor',
      expect.objectContaining<Partial<ProfileFilters>>({ withSuspended: false }),
    );
  });

  it('answers 400 on minSalary > maxSalary, naming minSalary', async () => {
    const { profiles, service } = tutors();
    await expect(
      service.list(visitor, { minSalary: 9000, maxSalary: 1000 } as TutorQueryDto),
    ).rejects.toMatchObject({
      response: {
        statusCode: 400,
        message: RULE_MESSAGES.salaryRange,
        errors: { minSalary: RULE_MESSAGES.salaryRange },
      },
    });
    expect(profiles.list).not.toHaveBeenCalled();
  });

  it('accepts equal salary bounds and maps subject and mode to the stored filters', async () => {
    const { profiles, service } = tutors();
    await service.list(visitor, {
      minSalary: 5000,
      maxSalary: 5000,
      subject: 'Physics',
      mode: 'online',
    } as TutorQueryDto);
    expect(profiles.list).toHaveBeenCalledWith(
      'tutor',
      expect.objectContaining<Partial<ProfileFilters>>({
        minSalary: 5000,
        maxSalary: 5000,
        teachingSubject: 'Physics',
        // A tutor teaching both ways serves an online search too.
        modes: ['online', 'both'],
      }),
    );
  });

  it('shows the suspension mark to admins only, and the kind as role until promoted', async () => {
    const { service } = tutors([tutorRow]);
    const seenByVisitor = await service.list(visitor, {} as TutorQueryDto);
    const seenByAdmin = await service.list(admin, {} as TutorQueryDto);
    expect(seenByVisitor.items[0]).not.toHaveProperty('suspended');
    expect(seenByVisitor.items[0]).toMatchObject({ _id: 't-1', role: 'tutor', salary: 5000 });
    expect(seenByAdmin.items[0]).toMatchObject({ suspended: true });
    expect(seenByAdmin.total).toBe(1);
  });
});
