import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  accepts,
  freePort,
  networkAddress,
  type ServerProcess,
  startServer,
  stopServer,
} from './support/server-process';

// The built API as its own process: where it listens and what it refuses to boot with are
// decided in main.ts, before any request.
const strongSecret = 'Vb7kQ2xLp9ZtR4mWc8NjH3sYf6GdA1eU5oKi0';
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: strongSecret,
  FIREBASE_PROJECT_ID: 'tutorhub-e2e',
  FIREBASE_AUTH_EMULATOR_HOST: '',
  SMTP_URL: 'smtp://127.0.0.1:1139',
  MAIL_FROM: 'Tutor Hub <no-reply@tutorhub.example>',
  // These tests start no worker: the API's own would look for the SMTP server above.
  MAIL_WORKER: 'false',
};

describe('boot: bind address and refused configurations', () => {
  let server: ServerProcess | undefined;
  const external = networkAddress();

  afterEach(async () => {
    await stopServer(server);
    server = undefined;
  });

  it('serves emulator mode on loopback only: other hosts cannot reach its unsigned sign-in', async () => {
    server = await startServer({});
    expect(await accepts('127.0.0.1', server.port)).toBe(true);
    expect(await accepts(external, server.port)).toBe(false);
  });

  it('serves emulator mode on the network only with ALLOW_NETWORK_WITH_EMULATOR=true, warning loudly', async () => {
    server = await startServer({
      ALLOW_NETWORK_WITH_EMULATOR: 'true',
      LOG_LEVEL: 'warn',
    });
    expect(await accepts(external, server.port)).toBe(true);
    // The log is written asynchronously: the warning may arrive after the server is ready.
    const warning = 'with the Firebase Auth emulator (ALLOW_NETWORK_WITH_EMULATOR=true)';
    const deadline = Date.now() + 5000;
    while (!server.output().includes(warning) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(server.output()).toContain(warning);
  });

  it('serves production on every interface (HOST default 0.0.0.0)', async () => {
    server = await startServer(production);
    expect(await accepts(external, server.port)).toBe(true);
  });

  it.each([
    [
      'a network HOST with the emulator',
      { HOST: '0.0.0.0' },
      'Invalid configuration: HOST=0.0.0.0 with the Auth emulator needs ALLOW_NETWORK_WITH_EMULATOR=true',
    ],
    [
      'the emulator with a real (non demo-*) project',
      { FIREBASE_PROJECT_ID: 'tutorhub-prod' },
      'Invalid configuration: FIREBASE_AUTH_EMULATOR_HOST needs a demo-* FIREBASE_PROJECT_ID',
    ],
    [
      'the emulator in production',
      {
        ...production,
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        FIREBASE_PROJECT_ID: 'demo-x',
      },
      'Invalid configuration: FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production',
    ],
    [
      'the placeholder secret of an example file in production',
      { ...production, JWT_SECRET: 'change-me-to-a-long-random-secret-of-32-chars-or-more' },
      'Invalid configuration: JWT_SECRET is a placeholder: generate one with `openssl rand -base64 48`',
    ],
    [
      'production without an SMTP server',
      { ...production, SMTP_URL: '' },
      'Invalid configuration: SMTP_URL and MAIL_FROM are required when NODE_ENV=production (or MAIL_DISABLED=true)',
    ],
    [
      'no secret in production',
      { ...production, JWT_SECRET: '' },
      'Invalid configuration: JWT_SECRET must be at least 32 characters',
    ],
  ])('refuses %s with one line', async (_, env, line) => {
    server = await startServer(env);
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(line);
  });

  it('refuses to put the emulator itself on the network without the opt-in', async () => {
    const result = await promisify(execFile)(
      process.execPath,
      [path.join(__dirname, '..', 'scripts/auth-emulator.mjs')],
      {
        env: {
          ...process.env,
          AUTH_EMULATOR_HOST: '0.0.0.0',
          AUTH_EMULATOR_PORT: String(await freePort()),
        },
      },
    ).catch((e: { code: number; stderr: string }) => e);
    expect(result).toMatchObject({ code: 1 });
    expect((result as { stderr: string }).stderr.trim()).toBe(
      'Invalid configuration: the Firebase Auth emulator on 0.0.0.0 needs ALLOW_NETWORK_WITH_EMULATOR=true (anyone reaching it can sign in as anybody)',
    );
  });
});

describe('boot: API docs and browser policy', () => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await stopServer(server);
    server = undefined;
  });
  const get = (port: number, url: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}${url}`, { headers });

  it('hides Swagger UI and the OpenAPI JSON in production, in the error shape, and sends no CORS header', async () => {
    server = await startServer(production);
    for (const url of ['/api/docs', '/api/docs-json']) {
      const res = await get(server.port, url);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
    const cors = await get(server.port, '/api/health', { Origin: 'http://localhost:5173' });
    expect(cors.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves them in production when API_DOCS=true', async () => {
    server = await startServer({ ...production, API_DOCS: 'true' });
    expect((await get(server.port, '/api/docs')).status).toBe(200);
    const json = await get(server.port, '/api/docs-json');
    expect(((await json.json()) as { info: { title: string } }).info.title).toBe('Tutor Hub API');
  });

  it('serves them by default outside production', async () => {
    server = await startServer({});
    expect((await get(server.port, '/api/docs-json')).status).toBe(200);
  });

  it('names the public emulator address, not the internal one, in the Content-Security-Policy', async () => {
    server = await startServer({
      FIREBASE_AUTH_EMULATOR_HOST: 'auth-emulator:9099',
      FIREBASE_AUTH_EMULATOR_PUBLIC_URL: 'http://localhost:9099',
    });
    const csp = (await get(server.port, '/api/health')).headers.get('content-security-policy');
    expect(csp).toContain("connect-src 'self' https://*.googleapis.com http://localhost:9099;");
    expect(csp).not.toContain('auth-emulator');
  });
});
