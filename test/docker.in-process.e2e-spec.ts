import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { validateEnv } from '../backend/src/config/env.validation';

// No Docker engine runs here, so the compose file is checked as data: the services exist,
// wire together, and hand the API a configuration it accepts.
const docker = path.join(__dirname, '..', 'docker');
const compose = parse(fs.readFileSync(path.join(docker, 'compose.yaml'), 'utf8'));

describe('docker/compose.yaml', () => {
  it('defines postgres, the API, the auth emulator, object storage and the proxy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['api', 'auth-emulator', 'minio', 'nginx', 'postgres'].sort(),
    );
  });

  it('runs several API replicas behind nginx on port 3000', () => {
    expect(compose.services.api.deploy.replicas).toBeGreaterThanOrEqual(2);
    expect(compose.services.api.ports).toBeUndefined();
    expect(compose.services.nginx.ports).toContain('3000:80');
    expect(fs.readFileSync(path.join(docker, 'nginx.conf'), 'utf8')).toContain('server api:3000');
  });

  it('gives the API an environment that passes its own validation', () => {
    const env = compose.services.api.environment as Record<string, string>;
    expect(env.DATABASE_URL).toContain('@postgres:5432/');
    expect(env.FIREBASE_AUTH_EMULATOR_HOST).toBe('auth-emulator:9099');
    expect(() => validateEnv(env)).not.toThrow();
  });

  it('builds the API image from the multi-stage Dockerfile running as a non-root user', () => {
    const dockerfile = fs.readFileSync(path.join(docker, 'Dockerfile'), 'utf8');
    expect(compose.services.api.build.dockerfile).toBe('docker/Dockerfile');
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toContain('CMD ["node", "backend/dist/main.js"]');
  });
});
