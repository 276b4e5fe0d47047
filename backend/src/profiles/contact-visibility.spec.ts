import type { DataSource } from 'typeorm';
import { AnswerCache } from '../database/answer-cache';
import type { User } from '../users/user.entity';
import { contactFields, ContactsShown } from './contact-visibility';

describe('contactFields', () => {
  const tutor = { email: 'farhana@example.com', number: '01712345678' };

  it('carries both fields when visible, and neither key otherwise (absent, not null)', () => {
    expect(contactFields(tutor, true)).toEqual(tutor);
    const hidden = { _id: 'x', ...contactFields(tutor, false) };
    expect(hidden).not.toHaveProperty('email');
    expect(hidden).not.toHaveProperty('number');
  });
});

describe('ContactsShown', () => {
  const student = { id: 's-1', kind: 'student', role: 'student' } as User;
  const tutor = { id: 't-1', kind: 'tutor', role: 'tutor' } as User;

  /** A `hires` table in which the student's accepted or ended hires are with `hiredTutorIds`. */
  function contacts(hiredTutorIds: string[]) {
    const query = jest.fn().mockResolvedValue(hiredTutorIds.map((tutorId) => ({ tutorId })));
    const cache = new AnswerCache(1e6);
    return { query, cache, shown: new ContactsShown(cache, { query } as unknown as DataSource) };
  }

  it('shows a student themself and the tutors of their accepted or ended hires', async () => {
    const { query, shown } = contacts(['t-1', 't-2']);
    expect(await shown.to(student)).toEqual(new Set(['s-1', 't-1', 't-2']));
    const [sql, params] = query.mock.calls[0] as [string, unknown[]];
    expect(sql).toMatch(/"studentId" = \$1/);
    expect(params).toEqual(['s-1', ['accepted', 'ended']]);
  });

  it('holds a student’s tutors until the next write to hires', async () => {
    const { query, cache, shown } = contacts(['t-1']);
    expect(shown.knownTo(student)).toBeUndefined();
    await shown.to(student);
    expect(shown.knownTo(student)).toEqual(new Set(['s-1', 't-1']));
    await shown.to(student);
    expect(query).toHaveBeenCalledTimes(1);
    cache.invalidate('hires');
    expect(shown.knownTo(student)).toBeUndefined();
  });

  it('shows a tutor only their own contact, without reading hires', async () => {
    const { query, shown } = contacts(['t-9']);
    expect(await shown.to(tutor)).toEqual(new Set(['t-1']));
    expect(query).not.toHaveBeenCalled();
  });
});
