import { isTemporaryFailure } from './email-sender';

describe('isTemporaryFailure', () => {
  it.each([
    [{ responseCode: 421, code: 'EENVELOPE' }, true],
    [{ responseCode: 451 }, true],
    [{ code: 'ECONNECTION' }, true],
    [{ code: 'ETIMEDOUT' }, true],
    [new Error('socket hang up'), true],
    [{ responseCode: 550, code: 'EENVELOPE' }, false],
    [{ responseCode: 554 }, false],
    [{ code: 'EENVELOPE' }, false],
    [{ code: 'EMESSAGE' }, false],
  ])('%j → %s', (error, temporary) => {
    expect(isTemporaryFailure(error)).toBe(temporary);
  });
});
