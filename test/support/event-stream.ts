import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One Server-Sent Event as the stream wrote it. */
export interface StreamEvent {
  event: string;
  data: unknown;
  /** When it arrived (Date.now()). */
  at: number;
}

/** A client of GET /api/events, reading frames as they arrive. */
export interface EventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body of a refusal (error shape), parsed. */
  body?: unknown;
  events: StreamEvent[];
  /** Heartbeats and other comment lines seen. */
  comments: string[];
  /** Resolves once the server ends the stream. */
  ended: Promise<void>;
  /** The first event matching `match` after the one the last `next` answered. */
  next(match: (e: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
}

/** Starts `app` listening on a free (or the given) loopback port; answers its port. */
export async function listen(app: NestFastifyApplication, port = 0): Promise<number> {
  await app.listen(port, '127.0.0.1');
  return (app.getHttpServer().address() as AddressInfo).port;
}

/** Opens the events stream of the account whose API token is `token`, on `port`. */
export function openStream(
  port: number,
  token: string,
  headers: Record<string, string> = {},
): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/events',
        headers: { Authorization: `Bearer ${token}`, ...headers },
      },
      (res) => {
        const events: StreamEvent[] = [];
        const comments: string[] = [];
        const waiters = new Set<() => void>();
        let buffer = '';
        let cursor = 0;
        let endedResolve: () => void = () => undefined;
        const ended = new Promise<void>((done) => (endedResolve = done));
        res.setEncoding('utf8');
        const stream: EventStream = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          events,
          comments,
          ended,
          next: (match, timeoutMs = 2000) =>
            new Promise((found, fail) => {
              const check = () => {
                const index = events.findIndex((e, i) => i >= cursor && match(e));
                const hit = events[index];
                if (hit) {
                  cursor = index + 1;
                  waiters.delete(check);
                  clearTimeout(timer);
                  found(hit);
                }
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(new Error(`no matching event within ${timeoutMs} ms`));
              }, timeoutMs);
              waiters.add(check);
              check();
            }),
          close: () => request.destroy(),
        };
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let event = 'message';
            const data: string[] = [];
            for (const line of frame.split('\n')) {
              if (line.startsWith(':')) {
                comments.push(line.slice(1).trim());
              } else if (line.startsWith('event: ')) {
                event = line.slice(7);
              } else if (line.startsWith('data: ')) {
                data.push(line.slice(6));
              }
            }
            if (data.length) {
              events.push({ event, data: JSON.parse(data.join('\n')), at: Date.now() });
              waiters.forEach((check) => check());
            }
          }
          if (stream.status !== 200 && buffer) {
            try {
              stream.body = JSON.parse(buffer);
            } catch {
              // Not all of it yet.
            }
          }
        });
        res.on('end', endedResolve);
        res.on('close', endedResolve);
        if (stream.status === 200) {
          resolve(stream);
        } else {
          res.on('end', () => resolve(stream));
        }
      },
    );
    request.on('error', (e) => {
      if ((e as NodeJS.ErrnoException).code !== 'ECONNRESET') {
        reject(e);
      }
    });
  });
}
