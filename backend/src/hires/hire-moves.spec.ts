import { coded, HIRE_MOVES, HIRE_STATUSES, type HireStatus, movesFor } from '@tutorhub/contracts';
import { type HireRoles, refusedMove, sharesContacts } from './hire-moves';

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
    expect(refusedMove(from, to, callers[who])).toEqual({
      code: expect.stringMatching(/^(hire|auth)\./),
      params: expect.any(Object),
    });
  });

  it('explains each refusal', () => {
    expect(refusedMove('requested', 'accepted', student)).toEqual(coded('hire.tutorAnswers'));
    expect(refusedMove('requested', 'declined', admin)).toEqual(coded('hire.tutorAnswers'));
    expect(refusedMove('requested', 'cancelled', tutor)).toEqual(coded('hire.studentCancels'));
    expect(refusedMove('accepted', 'cancelled', student)).toEqual(coded('hire.onlyRequested'));
    expect(refusedMove('declined', 'accepted', tutor)).toEqual(coded('hire.onlyRequested'));
    expect(refusedMove('requested', 'ended', student)).toEqual(coded('hire.onlyAccepted'));
    expect(refusedMove('cancelled', 'ended', admin)).toEqual(coded('hire.onlyAccepted'));
    expect(refusedMove('accepted', 'requested', tutor)).toEqual(coded('hire.noReturn'));
    expect(refusedMove('ended', 'ended', tutor)).toEqual(
      coded('hire.alreadyInStatus', { status: 'ended' }),
    );
  });

  it('lets a party who is also an admin act as that party', () => {
    expect(refusedMove('requested', 'accepted', { ...tutor, admin: true })).toBeNull();
  });
});

describe('HIRE_MOVES', () => {
  it('is the table the API enforces: the moves it lets each caller make', () => {
    const table = HIRE_STATUSES.flatMap((from) =>
      (Object.keys(callers) as Array<keyof typeof callers>).flatMap((who) =>
        movesFor(from, who).map((to) => [from, to, who]),
      ),
    );
    expect(table).toEqual(expect.arrayContaining(ALLOWED));
    expect(table).toHaveLength(ALLOWED.length);
  });

  it('lets nothing leave a closed hire', () => {
    expect(HIRE_MOVES.declined).toEqual({});
    expect(HIRE_MOVES.cancelled).toEqual({});
    expect(HIRE_MOVES.ended).toEqual({});
  });
});

describe('sharesContacts', () => {
  it.each(HIRE_STATUSES)('shares contacts in %s only once accepted or ended', (status) => {
    expect(sharesContacts(status)).toBe(status === 'accepted' || status === 'ended');
  });
});
