import type { EntityManager } from 'typeorm';
import type { User } from '../users/user.entity';
import { contactFields, contactRule, tutorsWithVisibleContact } from './contact-visibility';

const TUTOR = 'tutor-1';
const caller = (id: string, role: User['role']) => ({ id, role });

/** The hires lookup at its boundary: answers the tutors of the caller's accepted/ended hires. */
/** A database whose `hires` hold accepted hires of the given tutors with the asking student. */
function hiresOf(tutorIds: string[]) {
  const query = jest.fn((_sql: string, [, asked]: [string, string[]]) =>
    Promise.resolve(tutorIds.filter((id) => asked.includes(id)).map((tutorId) => ({ tutorId }))),
  );
  return { query } as unknown as { query: typeof query } & Pick<EntityManager, 'query'>;
}

describe('contactRule', () => {
  it('shows a tutor contact to admins and to the tutor themself', () => {
    expect(contactRule(caller('a-1', 'admin'), TUTOR)).toBe('shown');
    expect(contactRule(caller(TUTOR, 'tutor'), TUTOR)).toBe('shown');
  });

  it('hides it from anonymous callers, and asks the hires for everyone else', () => {
    expect(contactRule(null, TUTOR)).toBe('hidden');
    expect(contactRule(caller('s-1', 'student'), TUTOR)).toBe('ifHired');
    expect(contactRule(caller('t-2', 'tutor'), TUTOR)).toBe('ifHired');
    expect(contactRule(caller('n-1', null), TUTOR)).toBe('ifHired');
  });
});

describe('tutorsWithVisibleContact', () => {
  it('answers the tutors whose accepted or ended hire the student has, in one query', async () => {
    const db = hiresOf(['t-1']);
    const visible = await tutorsWithVisibleContact(db, caller('s-1', 'student'), ['t-1', 't-2']);
    expect([...visible]).toEqual(['t-1']);
    expect(db.query).toHaveBeenCalledTimes(1);
    const [sql, params] = db.query.mock.calls[0];
    expect(sql).toMatch(/"studentId" = \$1/);
    expect(params).toEqual(['s-1', ['t-1', 't-2'], ['accepted', 'ended']]);
  });

  it('asks nothing for anonymous callers, admins and the tutor themself', async () => {
    const db = hiresOf(['t-1']);
    expect(await tutorsWithVisibleContact(db, null, ['t-1'])).toEqual(new Set());
    expect(await tutorsWithVisibleContact(db, caller('a', 'admin'), ['t-1', 't-2'])).toEqual(
      new Set(['t-1', 't-2']),
    );
    expect(await tutorsWithVisibleContact(db, caller('t-1', 'tutor'), ['t-1'])).toEqual(
      new Set(['t-1']),
    );
    expect(db.query).not.toHaveBeenCalled();
  });

  it('looks up only the tutors the rule leaves open', async () => {
    const db = hiresOf([]);
    const visible = await tutorsWithVisibleContact(db, caller('t-1', 'tutor'), ['t-1', 't-2']);
    expect(visible).toEqual(new Set(['t-1']));
    expect(db.query.mock.calls[0][1]).toEqual(['t-1', ['t-2'], ['accepted', 'ended']]);
  });
});

describe('contactFields', () => {
  const tutor = { email: 'farhana@example.com', number: '01712345678' };

  it('carries both fields when visible, and neither key otherwise (absent, not null)', () => {
    expect(contactFields(tutor, true)).toEqual(tutor);
    const hidden = { _id: 'x', ...contactFields(tutor, false) };
    expect(hidden).not.toHaveProperty('email');
    expect(hidden).not.toHaveProperty('number');
  });
});
