import {
  HIRE_NOTICES,
  HIRE_REASON_LABELS,
  MESSAGE_TABLES,
  messageCode,
  RULE_MESSAGES,
} from '@tutorhub/contracts';

type Render = (...args: (string | number)[]) => string;

const entries = Object.entries(MESSAGE_TABLES).flatMap(([group, table]) =>
  Object.entries(table as Record<string, string | Render>).map(
    ([key, message]): [string, string | Render] => [`${group}.${key}`, message],
  ),
);
const texts = new Map(entries);
const statics = entries.filter((e): e is [string, string] => typeof e[1] === 'string');
const templates = entries.filter((e): e is [string, Render] => typeof e[1] !== 'string');

/** The parameter names a message function declares in its source. */
function declaredNames(render: Render): string[] {
  const list = /^\(?([^)=]*)\)?\s*=>/.exec(render.toString())?.[1] ?? '';
  return list
    .split(',')
    .map((p) => p.split(':')[0].trim())
    .filter(Boolean);
}

describe('messageCode', () => {
  it.each(statics)('%s resolves to a code whose message is the same text', (_, text) => {
    const found = messageCode(text);
    expect(found).toEqual({ code: expect.any(String), params: {} });
    expect(texts.get(found!.code)).toBe(text);
  });

  it('gives a text several tables share one of their codes', () => {
    expect(['tutorForm.name', 'courseForm.courseName', 'blogForm.name']).toContain(
      messageCode('Type your name')?.code,
    );
  });

  it.each(templates)('%s returns its arguments under their declared names', (code, render) => {
    const names = declaredNames(render);
    expect(names.length).toBe(render.length);
    // Values that contain the template's own words and regex characters still come back whole.
    // A subject is one of the listed subjects, never bracketed: a hire request's class level
    // follows it in brackets.
    const values = names.map((name, i) =>
      /max|rating|quota|mega|days|salary/.test(name)
        ? 3 + i
        : name === 'subject'
          ? 'Computer Science'
          : `A (b) rated you ${name}.* [x]`,
    );
    const params = Object.fromEntries(names.map((name, i) => [name, values[i]]));
    expect(messageCode(render(...values))).toEqual({ code, params });
  });

  it('reads numbers as numbers and refuses a text that only looks like a template', () => {
    expect(messageCode(RULE_MESSAGES.tooLong(40))).toEqual({
      code: 'rule.tooLong',
      params: { max: 40 },
    });
    expect(messageCode('Use at most many characters')).toBeUndefined();
    expect(messageCode('This hire is already ')).toBeUndefined();
  });

  it('reads back the hire notices the bell shows: a grouped salary, the reason, an admin', () => {
    expect(
      messageCode(HIRE_NOTICES.requested('Tanvir Hasan', 'Physics', 'Class 9', 4, 12500)),
    ).toEqual({
      code: 'hireNotice.requested',
      params: {
        student: 'Tanvir Hasan',
        subject: 'Physics',
        classLevel: 'Class 9',
        days: 4,
        salary: 12500,
      },
    });
    expect(
      messageCode('Farhana Akter declined your request for Physics. Reason: Too far away.'),
    ).toEqual({
      code: 'hireNotice.declinedWithReason',
      params: {
        tutor: 'Farhana Akter',
        subject: 'Physics',
        reason: HIRE_REASON_LABELS.distance,
      },
    });
    expect(messageCode('Farhana Akter declined your request for Physics.')).toEqual({
      code: 'hireNotice.declined',
      params: { tutor: 'Farhana Akter', subject: 'Physics' },
    });
    expect(messageCode(HIRE_NOTICES.endedByAdmin('Physics'))).toEqual({
      code: 'hireNotice.endedByAdmin',
      params: { subject: 'Physics' },
    });
    expect(messageCode(HIRE_NOTICES.endedByAdminWithReason('Physics', 'Another reason'))).toEqual({
      code: 'hireNotice.endedByAdminWithReason',
      params: { subject: 'Physics', reason: 'Another reason' },
    });
    expect(messageCode(HIRE_NOTICES.ended(HIRE_NOTICES.someTutor, 'Physics'))).toEqual({
      code: 'hireNotice.ended',
      params: { party: 'Your tutor', subject: 'Physics' },
    });
  });

  it.each(['Cannot GET /api/nothing', 'Unknown field: x', '', 'type your name', 'Type your name '])(
    'gives no code to a text outside the tables: %j',
    (text) => {
      expect(messageCode(text)).toBeUndefined();
    },
  );
});
