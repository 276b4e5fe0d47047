import { BadRequestException } from '@nestjs/common';
import { rejectHostileInput } from './errors';

describe('rejectHostileInput', () => {
  it('throws a 400 in the error shape naming the field', () => {
    try {
      rejectHostileInput({ name: 'a\u0000' }, 'body');
      throw new Error('expected a refusal');
    } catch (e) {
      expect(e).toBeInstanceOf(BadRequestException);
      expect((e as BadRequestException).getResponse()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'name must not contain the NUL character (\\u0000)',
        code: 'rule.nulCharacter',
        params: { field: 'name' },
        errors: { name: 'name must not contain the NUL character (\\u0000)' },
        codes: { name: 'rule.nulCharacter' },
        fieldParams: { name: { field: 'name' } },
      });
    }
  });
});
