import fc from 'fast-check';
import type { IncomingMessage } from 'node:http';
import { requestId } from './request-id';

const request = (headers: IncomingMessage['headers']) => ({ headers }) as IncomingMessage;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestId', () => {
  it('gives each request without an id of its own a new UUID', () => {
    expect(requestId(request({}))).toMatch(uuid);
    expect(requestId(request({}))).not.toBe(requestId(request({})));
  });

  it('keeps a safe client id and replaces a repeated header', () => {
    expect(requestId(request({ 'x-request-id': 'edge:7.a-b_c' }))).toBe('edge:7.a-b_c');
    expect(requestId(request({ 'x-request-id': ['a', 'b'] as unknown as string }))).toMatch(uuid);
  });

  it('never lets anything but ≤ 64 safe characters through, whatever the client sends', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: 'binary' }), (offered) => {
        const id = requestId(request({ 'x-request-id': offered }));
        expect(id === offered ? /^[A-Za-z0-9._:-]{1,64}$/.test(id) : uuid.test(id)).toBe(true);
      }),
    );
  });
});
