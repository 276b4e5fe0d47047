import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { toCachedResponse } from '../database/response-cache';
import {
  responseVariant,
  COMPRESSION_THRESHOLD_BYTES,
  matchesEtag,
  preferredCoding,
} from './send-cached-response';

describe('preferredCoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR ; q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['deflate', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['', undefined],
  ])('Accept-Encoding %p → %p', (header, expected) => {
    expect(preferredCoding(header)).toBe(expected);
  });
});

describe('responseVariant', () => {
  const large = toCachedResponse(
    Array.from({ length: 40 }, (_, i) => ({ _id: String(i), name: 'A tutor of physics' })),
    40,
  );

  it('compresses a large answer once per coding, to bytes that decode to the same JSON', () => {
    expect(large.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const br = responseVariant(large, 'gzip, br');
    expect(br.coding).toBe('br');
    expect(brotliDecompressSync(br.body).equals(large.body)).toBe(true);
    expect(responseVariant(large, 'br')).toBe(br);
    const gzip = responseVariant(large, 'gzip');
    expect(gunzipSync(gzip.body).equals(large.body)).toBe(true);
    expect(new Set([large.etag, br.etag, gzip.etag]).size).toBe(3);
  });

  it('answers the plain bytes to a client that accepts no coding of ours, and for small answers', () => {
    expect(responseVariant(large, undefined)).toBe(large);
    expect(responseVariant(large, 'identity')).toBe(large);
    const small = toCachedResponse({ count: 3 });
    expect(responseVariant(small, 'br, gzip')).toBe(small);
  });
});

describe('matchesEtag', () => {
  const etag = '"abc"';
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abd"', false],
    ['abc', false],
    ['', false],
    [undefined, false],
  ])('If-None-Match %p → %p', (header, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected);
  });
});
