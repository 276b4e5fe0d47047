import { HIRE_MESSAGES, HIRE_STATUSES, type HireStatus } from '@tutorhub/contracts';
import { type HireRoles, refusedMove } from './hire-moves';

const tutor: HireRoles = { tutor: true, student: false, admin: false };
const student: HireRoles = { tutor: false, student: true, admin: false };
const admin: HireRoles = { tutor: false, student: false, admin: true };
const callers = { tutor, student, admin };

/** Every allowed move and who may make it; everything else is refused. */
const ALLOWED: Array<[HireStatus, HireStatus, keyof typeof callers]> = [
  ['requested', 'accepted', 'tutor'],
  ['requested', 'declined', 'tutor'],
  ['requested', 'cancelled', 'student'],
  ['accepted', 'ended', 'tutor'],
  ['accepted', 'ended', 'student'],
  ['accepted', 'ended', 'admin'],
];

describe('refusedMove', () => {
  it.each(ALLOWED)('lets %s → %s be made by the %s', (from, to, who) => {
    expect(refusedMove(from, to, callers[who])).toBeNull();
  });

  const refused = HIRE_STATUSES.flatMap((from) =>
    HIRE_STATUSES.flatMap((to) =>
      (Object.keys(callers) as Array<keyof typeof callers>)
        .filter((who) => !ALLOWED.some(([f, t, w]) => f === from && t === to && w === who))
        .map((who) => [from, to, who] as const),
    ),
  );

  it.each(refused)('refuses %s → %s by the %s with a message', (from, to, who) => {
    expect(refusedMove(from, to, callers[who])).toEqual(expect.any(String));
  });

  it('explains each refusal', () => {
    expect(refusedMove('requested', 'accepted', student)).toBe(HIRE_MESSAGES.tutorAnswers);
    expect(refusedMove('requested', 'declined', admin)).toBe(HIRE_MESSAGES.tutorAnswers);
    expect(refusedMove('requested', 'cancelled', tutor)).toBe(HIRE_MESSAGES.studentCancels);
    expect(refusedMove('accepted', 'cancelled', student)).toBe(HIRE_MESSAGES.onlyRequested);
    expect(refusedMove('declined', 'accepted', tutor)).toBe(HIRE_MESSAGES.onlyRequested);
    expect(refusedMove('requested', 'ended', student)).toBe(HIRE_MESSAGES.onlyAccepted);
    expect(refusedMove('cancelled', 'ended', admin)).toBe(HIRE_MESSAGES.onlyAccepted);
    expect(refusedMove('accepted', 'requested', tutor)).toBe(HIRE_MESSAGES.noReturn);
    expect(refusedMove('ended', 'ended', tutor)).toBe('This hire is already ended');
  });

  it('lets a party who is also an admin act as that party', () => {
    expect(refusedMove('requested', 'accepted', { ...tutor, admin: true })).toBeNull();
  });
});
