import type { ProfilesService } from '../profiles/profiles.service';
import { PROFILE_COLUMNS, type ProfileQueryDto, type ProfileRow } from '../profiles/profile.dto';
import type { User } from '../users/user.entity';
import { StudentsService } from './students.service';
import { ResponseCache } from '../database/response-cache';

function students(rows: ProfileRow[] = []) {
  const profiles = {
    list: jest.fn().mockResolvedValue({ rows, total: rows.length }),
  };
  const service = new StudentsService(
    profiles as unknown as ProfilesService,
    new ResponseCache(1e6),
  );
  return { profiles, service };
}

const admin = { role: 'admin' } as User;

/** A search limit that never refuses (the limit itself is the route's, tested end to end). */
const noSearchLimit = async () => undefined;

describe('StudentsService', () => {
  it('lists suspended students too (the route is admin-only) with the query filters', async () => {
    const { profiles, service } = students();
    const query: ProfileQueryDto = { q: 'dhaka', role: 'admin', page: 2 };
    await service.list({ role: 'admin' } as User, query, noSearchLimit);
    expect(profiles.list).toHaveBeenCalledWith(
      'student',
      expect.objectContaining({ ...query, withSuspended: true, searchEmail: true }),
      PROFILE_COLUMNS,
    );
  });

  it('answers each student with contact details, the suspension mark and sign-in methods, role from the kind', async () => {
    const row = {
      id: 's-1',
      role: null,
      kind: 'student',
      name: 'Karim',
      image: '/media/k.webp',
      email: 'karim@example.com',
      number: '01712345678',
      phone: '+8801712345678',
      signInMethods: ['password', 'phone'],
      study: 'Dhaka College',
      subject: 'Science',
      location: 'Mirpur',
      suspended: true,
    } as ProfileRow;
    const { service } = students([row]);
    const answer = await service.list(admin, {}, noSearchLimit);
    expect(JSON.parse(answer.body.toString())).toEqual([
      {
        _id: 's-1',
        role: 'student',
        name: 'Karim',
        image: '/media/k.webp',
        email: 'karim@example.com',
        number: '01712345678',
        numberVerified: true,
        study: 'Dhaka College',
        subject: 'Science',
        location: 'Mirpur',
        suspended: true,
        signInMethods: ['password', 'phone'],
        phone: '+8801712345678',
      },
    ]);
    expect(answer.total).toBe(1);
  });

  it('reads a filter set once; a blank search is no search', async () => {
    const { profiles, service } = students();
    await service.list(admin, { q: '' }, noSearchLimit);
    await service.list(admin, {}, noSearchLimit);
    expect(profiles.list).toHaveBeenCalledTimes(1);
    expect(profiles.list.mock.calls[0][1]).toMatchObject({ q: undefined, page: 1 });
    await service.list(admin, { q: 'karim' }, noSearchLimit);
    expect(profiles.list).toHaveBeenCalledTimes(2);
  });
});
