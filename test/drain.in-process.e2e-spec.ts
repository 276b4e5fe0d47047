import net from 'node:net';
import { accepts, type ServerProcess, startServer, stopServer } from './support/server-process';

// The built API as its own process, stopped the way Docker, systemd and npm start stop it.

/** An HTTP/1.1 exchange whose request body the test sends when it chooses. */
function slowPost(port: number, path: string, body: string) {
  const socket = net.connect({ host: '127.0.0.1', port });
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const ended = new Promise<string>((resolve) => socket.once('close', () => resolve(answer)));
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
  );
  const half = Math.floor(body.length / 2);
  socket.write(body.slice(0, half));
  return { finish: () => socket.write(body.slice(half)), ended };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('SIGTERM drains the API', () => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await stopServer(server);
    server = undefined;
  });

  it('finishes the request in flight, refuses new connections and exits promptly', async () => {
    server = await startServer({});
    const { port } = server;
    const email = `drain-${Date.now()}@e2e.tutorhub.test`;
    const upload = slowPost(
      port,
      '/api/contact',
      JSON.stringify({ name: 'Drain Test', email, message: 'sent while the API stops' }),
    );
    // An idle keep-alive connection must not hold the shutdown open.
    const idle = net.connect({ host: '127.0.0.1', port }).resume();
    const idleClosed = new Promise((resolve) => idle.once('close', resolve));
    idle.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await pause(500);

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await idleClosed;
    await pause(300);
    expect(await accepts('127.0.0.1', port)).toBe(false);
    expect(server.child.exitCode).toBeNull(); // still waiting for the upload

    upload.finish();
    const answer = await upload.ended;
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(answer).toMatch(/"insertedId":"[0-9a-f-]{36}"/);
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
  });

  it('gives up on a request that never finishes after 10 s, and exits', async () => {
    server = await startServer({});
    const { port } = server;
    const stuck = slowPost(port, '/api/contact', JSON.stringify({ name: 'Never', email: 'x@y.z' }));
    await pause(300);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(9_500);
    expect(took).toBeLessThan(12_000);
    await stuck.ended;
  }, 30_000);
});
