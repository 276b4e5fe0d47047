import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable, isDataException, isUniqueViolation } from './pg-errors';

const pgError = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
const viaTypeorm = (driverError: Error) => new QueryFailedError('SELECT 1', [], driverError);

describe('PostgreSQL error classes', () => {
  it('recognises a unique violation, raw or through TypeORM', () => {
    expect(isUniqueViolation(pgError('23505'))).toBe(true);
    expect(isUniqueViolation(viaTypeorm(pgError('23505')))).toBe(true);
    expect(isUniqueViolation(pgError('23503'))).toBe(false);
  });

  it.each(['22P05', '22021', '22003', '22P02', '22001'])(
    'treats data exception %s as a bad value',
    (code) => {
      expect(isDataException(viaTypeorm(pgError(code)))).toBe(true);
      expect(isDatabaseUnavailable(viaTypeorm(pgError(code)))).toBe(false);
    },
  );

  it.each([
    ['refused connection', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['reset connection', pgError('ECONNRESET')],
    ['admin shutdown', viaTypeorm(pgError('57P01', 'terminating connection'))],
    ['starting up', pgError('57P03', 'the database system is starting up')],
    ['dropped connection', new Error('Connection terminated unexpectedly')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['connect timeout', new Error('Connection terminated due to connection timeout')],
    ['too many connections', pgError('53300')],
    [
      'statement timeout',
      viaTypeorm(pgError('57014', 'canceling statement due to statement timeout')),
    ],
    ['server that stopped answering', new Error('Query read timeout')],
  ])('treats a %s as unavailability', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDataException(error)).toBe(false);
  });

  it('leaves bugs as bugs', () => {
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(viaTypeorm(pgError('42703', 'column does not exist')))).toBe(
      false,
    );
    expect(isDataException(undefined)).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
