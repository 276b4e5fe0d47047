import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { validateEnv } from '../backend/src/config/env.validation';

// No Docker engine runs here, so the compose files are checked as data: the services exist,
// wire together, publish only what they should, and hand the API a configuration it accepts.
const root = path.join(__dirname, '..');
const docker = path.join(root, 'docker');
const read = (file: string) => fs.readFileSync(path.join(docker, file), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string; target?: string };
  environment?: Record<string, string>;
  ports?: string[];
  deploy?: { replicas: number };
}
type Compose = { services: Record<string, Service> };

/**
 * Compose's variable substitution (`${X}`, `${X:-default}`, `${X:?error}`) with `vars` as the
 * shell; a required variable that is missing throws, as `docker compose` does.
 */
function interpolate(text: string, vars: Record<string, string>): string {
  return text.replace(
    /\$\{(\w+)(?::([-?])([^}]*))?\}/g,
    (_, name: string, kind?: string, arg?: string) => {
      const value = vars[name];
      if (value) {
        return value;
      }
      if (kind === '?') {
        throw new Error(`required variable ${name} is missing: ${arg}`);
      }
      return kind === '-' ? (arg ?? '') : '';
    },
  );
}
const load = (file: string, vars: Record<string, string>) =>
  parse(interpolate(read(file), vars)) as Compose;

/** What `node scripts/docker-env.mjs <profile>` generates, read back. */
function generatedEnv(profile: 'production' | 'demo'): Record<string, string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tutorhub-env-')), '.env');
  try {
    execFileSync(process.execPath, [path.join(root, 'scripts/docker-env.mjs'), profile, file]);
    expect(fs.statSync(file).mode & 0o077).toBe(0); // secrets readable by the owner only
    return Object.fromEntries(
      fs
        .readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]),
    );
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

const firebase = {
  FIREBASE_PROJECT_ID: 'tutorhub-prod',
  FIREBASE_API_KEY: 'AIzaSyExampleKey',
  FIREBASE_AUTH_DOMAIN: 'tutorhub-prod.firebaseapp.com',
  ADMIN_EMAILS: 'ops@tutorhub.example',
};
const mail = {
  APP_URL: 'https://tutorhub.example',
  SMTP_URL: 'smtps://relay-user:relay-pass@smtp.example.com:465',
  MAIL_FROM: 'Tutor Hub <no-reply@tutorhub.example>',
};

/** An exact release: major.minor.patch (PostgreSQL's own versions have two parts), or MinIO's dated release. */
function isExactImage(image: string): boolean {
  const [name, tag = 'latest'] = image.split(':');
  const version = name === 'postgres' ? /^\d+\.\d+$/ : /^\d+\.\d+\.\d+(-[a-z0-9]+)*$/;
  return version.test(tag) || /^RELEASE\.\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/.test(tag);
}

describe('docker/compose.yaml (production)', () => {
  const production: Record<string, string> = {
    ...generatedEnv('production'),
    ...firebase,
    ...mail,
  };
  const compose = load('compose.yaml', production);
  const api = compose.services.api;

  it('runs postgres, several API replicas behind nginx and the email worker, with no emulator or demo storage', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'nginx', 'postgres', 'worker']);
    expect(api.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(read('nginx.conf')).toContain('server api:3000');
  });

  it('publishes only the web port', () => {
    const published = Object.entries(compose.services).filter(([, s]) => s.ports);
    expect(published).toEqual([['nginx', expect.objectContaining({ ports: ['3000:80'] })]]);
  });

  it('runs NODE_ENV=production against a real Firebase project, never the emulator', () => {
    expect(api.environment?.NODE_ENV).toBe('production');
    expect(api.environment?.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
    expect(api.environment?.FIREBASE_PROJECT_ID).toBe('tutorhub-prod');
    expect(() => validateEnv(api.environment ?? {})).not.toThrow();
  });

  it('delivers email from its own worker process, which the replicas leave it to', () => {
    const worker = compose.services.worker as Service & { command?: string[] };
    expect(worker.command).toEqual(['node', 'backend/dist/worker.js']);
    expect(api.environment?.MAIL_WORKER).toBe('false');
    expect(worker.environment?.SMTP_URL).toBe(mail.SMTP_URL);
    // The same secret, or the API would refuse the worker's unsubscribe links.
    expect(worker.environment?.JWT_SECRET).toBe(api.environment?.JWT_SECRET);
    expect(() => validateEnv(worker.environment ?? {})).not.toThrow();
  });

  it('refuses to start the API without an SMTP relay unless MAIL_DISABLED=true says so', () => {
    const noMail = load('compose.yaml', { ...production, SMTP_URL: '', MAIL_FROM: '' });
    expect(() => validateEnv(noMail.services.api.environment ?? {})).toThrow(
      'SMTP_URL and MAIL_FROM are required',
    );
    const disabled = load('compose.yaml', { ...production, SMTP_URL: '', MAIL_DISABLED: 'true' });
    expect(() => validateEnv(disabled.services.api.environment ?? {})).not.toThrow();
  });

  it.each([
    'JWT_SECRET',
    'POSTGRES_PASSWORD',
    'FIREBASE_PROJECT_ID',
    'FIREBASE_API_KEY',
    'APP_URL',
  ])('has no default for %s: compose refuses to start without it', (name) => {
    expect(() => load('compose.yaml', { ...production, [name]: '' })).toThrow(
      `required variable ${name} is missing`,
    );
  });

  it('generates strong, fresh secrets and leaves the Firebase settings to fill in', () => {
    const again = generatedEnv('production');
    expect(production.JWT_SECRET).not.toBe(again.JWT_SECRET);
    expect(production.JWT_SECRET.length).toBeGreaterThanOrEqual(48);
    expect(() => load('compose.yaml', again)).toThrow('required variable FIREBASE_PROJECT_ID');
  });
});

describe('docker/demo/compose.yaml (local demo with the emulator)', () => {
  const demoEnv = generatedEnv('demo');
  const compose = load('demo/compose.yaml', demoEnv);
  const api = compose.services.api;

  it('runs the Auth emulator and MinIO beside the API', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['api', 'auth-emulator', 'minio', 'nginx', 'postgres'].sort(),
    );
    expect(api.environment?.FIREBASE_AUTH_EMULATOR_HOST).toBe('auth-emulator:9099');
  });

  it('publishes every port on 127.0.0.1 only', () => {
    const ports = Object.values(compose.services).flatMap((s) => s.ports ?? []);
    expect(ports.sort()).toEqual([
      '127.0.0.1:3000:80',
      '127.0.0.1:9000:9000',
      '127.0.0.1:9099:9099',
    ]);
  });

  it('points browsers (and the CSP) at the published emulator address', () => {
    expect(api.environment?.FIREBASE_AUTH_EMULATOR_PUBLIC_URL).toBe('http://localhost:9099');
  });

  it('uses the generated credentials, with no secret written in the file', () => {
    expect(api.environment?.JWT_SECRET).toBe(demoEnv.JWT_SECRET);
    expect(api.environment?.S3_SECRET_ACCESS_KEY).toBe(demoEnv.MINIO_ROOT_PASSWORD);
    expect(compose.services.minio.environment?.MINIO_ROOT_PASSWORD).toBe(
      demoEnv.MINIO_ROOT_PASSWORD,
    );
    expect(() => load('demo/compose.yaml', {})).toThrow('required variable');
  });

  it('gives the API an environment that passes its own validation', () => {
    expect(() => validateEnv(api.environment ?? {})).not.toThrow();
  });
});

describe('images', () => {
  it('pins every image to an exact version', () => {
    const images = [
      ...['compose.yaml', 'demo/compose.yaml'].flatMap((file) =>
        Object.values(parse(read(file)).services as Record<string, Service>).flatMap(
          (s) => s.image ?? [],
        ),
      ),
      ...[...read('Dockerfile').matchAll(/^FROM (\S+)/gm)].map((m) => m[1]),
    ];
    expect(images.length).toBeGreaterThanOrEqual(7);
    expect(images.filter((image) => !isExactImage(image))).toEqual([]);
    expect(isExactImage('nginx:1.27-alpine')).toBe(false);
    expect(isExactImage('minio/minio:latest')).toBe(false);
    expect(isExactImage('postgres:17')).toBe(false);
  });

  it('builds the API image from the multi-stage Dockerfile running as a non-root user', () => {
    const dockerfile = read('Dockerfile');
    expect(parse(read('compose.yaml')).services.api.build.dockerfile).toBe('docker/Dockerfile');
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toContain('CMD ["node", "backend/dist/main.js"]');
  });
});
