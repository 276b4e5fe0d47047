import { coded } from '@tutorhub/contracts';
import { findHostileField, MAX_INPUT_DEPTH } from './hostile-input';

describe('findHostileField', () => {
  it('names the field holding a NUL character, at any depth', () => {
    expect(findHostileField({ q: 'a\u0000b' }, 'query')).toEqual({
      field: 'q',
      message: coded('rule.nulCharacter', { field: 'q' }),
    });
    expect(findHostileField({ tags: ['ok', 'x\u0000'] }, 'body')?.field).toBe('tags.1');
    expect(findHostileField('\u0000', 'id')?.field).toBe('id');
  });

  it('refuses lone surrogates but keeps surrogate pairs (emoji)', () => {
    expect(findHostileField({ name: 'a\uD800' }, 'body')?.message).toEqual(
      coded('rule.malformedText', { field: 'name' }),
    );
    expect(findHostileField({ name: '\uDC00a' }, 'body')?.field).toBe('name');
    expect(findHostileField({ name: 'Rahim 😀 রহিম' }, 'body')).toBeUndefined();
  });

  it('refuses prototype keys, also in nested objects and query objects', () => {
    expect(findHostileField(JSON.parse('{"__proto__": {"admin": true}}'), 'body')?.field).toBe(
      '__proto__',
    );
    expect(findHostileField({ a: { constructor: 1 } }, 'body')?.field).toBe('a.constructor');
    const query = Object.create(Object.create(null) as object) as Record<string, string>;
    query.prototype = 'x';
    expect(findHostileField(query, 'query')?.message).toEqual(
      coded('rule.unknownField', { field: 'prototype' }),
    );
  });

  it('refuses keys that are not text PostgreSQL can store', () => {
    expect(findHostileField({ 'a\u0000': 1 }, 'body')?.field).toBe('a\u0000');
  });

  it(`refuses nesting deeper than ${MAX_INPUT_DEPTH} levels without walking all of it`, () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) {
      deep = [deep];
    }
    expect(findHostileField(deep, 'body')?.message?.code).toBe('rule.nestedTooDeep');
    const ok = { a: { b: { c: 'fine' } } };
    expect(findHostileField(ok, 'body')).toBeUndefined();
  });

  it('leaves ordinary values and binary content alone', () => {
    expect(findHostileField({ page: 2, ok: true, none: null, list: [1, 'a'] }, 'query')).toBe(
      undefined,
    );
    expect(findHostileField(Buffer.from([0, 0xd8]), 'body')).toBeUndefined();
  });
});
