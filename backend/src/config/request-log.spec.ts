import Fastify from 'fastify';
import pino from 'pino';
import { Writable } from 'node:stream';
import { logRequests } from './request-log';

/** A Fastify app whose request lines are collected, parsed, in `lines`. */
async function loggedApp() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ genReqId: () => 'req-1' });
  logRequests(app, pino({ level: 'info' }, sink));
  app.get('/api/thing', () => ({ ok: true }));
  app.get('/api/broken', () => {
    throw new Error('boom');
  });
  app.get('/api/health', () => ({ status: 'ok' }));
  await app.ready();
  return { app, lines };
}

describe('logRequests', () => {
  it('writes one line per answer with the request id, method, URL, status and time', async () => {
    const { app, lines } = await loggedApp();
    await app.inject('/api/thing?x=1');
    await app.inject('/api/missing');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        reqId: 'req-1',
        method: 'GET',
        url: '/api/thing?x=1',
        statusCode: 200,
        responseTime: expect.any(Number),
      }),
      expect.objectContaining({ url: '/api/missing', statusCode: 404, level: 30 }),
    ]);
    await app.close();
  });

  it('logs a server error at error level and leaves the health checks out', async () => {
    const { app, lines } = await loggedApp();
    await app.inject('/api/broken');
    await app.inject('/api/health');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toEqual(
      expect.objectContaining({ url: '/api/broken', statusCode: 500, level: 50 }),
    );
    await app.close();
  });
});
