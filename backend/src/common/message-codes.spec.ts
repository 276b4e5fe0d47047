import {
  coded,
  HIRE_NOTICES,
  HIRE_REASON_LABELS,
  MESSAGE_TABLES,
  type MessageCode,
  messageText,
  noticeMessage,
  noticeText,
  parameterNames,
  RULE_MESSAGES,
} from '@tutorhub/contracts';

type Render = (...args: (string | number)[]) => string;

const entries = Object.entries(MESSAGE_TABLES).flatMap(([group, table]) =>
  Object.entries(table as Record<string, string | Render>).map(
    ([key, message]): [MessageCode, string | Render] => [`${group}.${key}` as MessageCode, message],
  ),
);
const statics = entries.filter((e): e is [MessageCode, string] => typeof e[1] === 'string');
const templates = entries.filter((e): e is [MessageCode, Render] => typeof e[1] !== 'string');

/** The parameter names a message function declares in its source. */
function declaredNames(render: Render): string[] {
  const list = /^\(?([^)=]*)\)?\s*=>/.exec(render.toString())?.[1] ?? '';
  return list
    .split(',')
    .map((p) => p.split(':')[0].trim())
    .filter(Boolean);
}

describe('messageText', () => {
  it.each(statics)('renders %s as its table text', (code, text) => {
    expect(messageText(coded(code))).toBe(text);
  });

  it.each(templates)('names the parameters of %s as its function declares them', (code, render) => {
    const names = declaredNames(render);
    expect(parameterNames(code)).toEqual(names);
    const values = names.map((_, i) => `value ${i}`);
    const params = Object.fromEntries(names.map((name, i) => [name, values[i]]));
    expect(messageText(coded(code, params))).toBe(render(...values));
  });

  it('renders numbers as the table writes them', () => {
    expect(messageText(coded('rule.tooLong', { max: 40 }))).toBe(RULE_MESSAGES.tooLong(40));
  });
});

describe('noticeText', () => {
  const hire = { subject: 'Physics' };
  const late = HIRE_REASON_LABELS['no-show'];

  it.each([
    [
      'hire.requested',
      {
        student: 'Tanvir Hasan',
        subject: 'Physics',
        classLevel: 'Class 9',
        days: 4,
        salary: 12500,
      },
      HIRE_NOTICES.requested('Tanvir Hasan', 'Physics', 'Class 9', 4, 12500),
    ],
    ['hire.accepted', { tutor: 'Farhana', ...hire }, HIRE_NOTICES.accepted('Farhana', 'Physics')],
    ['hire.declined', { tutor: 'Farhana', ...hire }, HIRE_NOTICES.declined('Farhana', 'Physics')],
    [
      'hire.declined',
      { tutor: 'Farhana', ...hire, reason: 'no-show' },
      HIRE_NOTICES.declinedWithReason('Farhana', 'Physics', late),
    ],
    [
      'hire.cancelled',
      { student: 'Tanvir', ...hire, reason: 'no-show' },
      HIRE_NOTICES.cancelledWithReason('Tanvir', 'Physics', late),
    ],
    [
      'hire.cancelled',
      { student: null, ...hire },
      HIRE_NOTICES.cancelled('Your student', 'Physics'),
    ],
    [
      'hire.ended',
      { by: 'tutor', tutor: 'Farhana', ...hire },
      HIRE_NOTICES.ended('Farhana', 'Physics'),
    ],
    [
      'hire.ended',
      { by: 'student', student: 'Tanvir', ...hire, reason: 'no-show' },
      HIRE_NOTICES.endedWithReason('Tanvir', 'Physics', late),
    ],
    ['hire.ended', { by: 'admin', ...hire }, HIRE_NOTICES.endedByAdmin('Physics')],
    [
      'hire.ended',
      { by: 'admin', ...hire, reason: 'no-show' },
      HIRE_NOTICES.endedByAdminWithReason('Physics', late),
    ],
    [
      'hire.cancelled',
      { by: 'deletion', student: 'Tanvir' },
      'Tanvir deleted their account: the hire request was cancelled.',
    ],
    [
      'hire.ended',
      { by: 'deletion', tutor: 'Farhana' },
      'Farhana deleted their account: the tuition has ended.',
    ],
    ['review.received', { student: 'Tanvir', rating: 4 }, 'Tanvir rated you 4 out of 5.'],
  ] as const)('renders %s %j as the bell always wrote it', (type, params, text) => {
    expect(noticeText(type, params)).toBe(text);
  });

  it('renders the stand-in and the reason through the given words', () => {
    const word = (m: { code: string }) => `<${m.code}>`;
    expect(
      noticeMessage('hire.declined', { tutor: null, ...hire, reason: 'salary' }, word),
    ).toEqual(
      coded('hireNotice.declinedWithReason', {
        tutor: '<hireNotice.someTutor>',
        subject: 'Physics',
        reason: '<hireReason.salary>',
      }),
    );
  });
});
