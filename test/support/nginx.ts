import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accepts, freePort } from './server-process';

/** nginx running as a child process of the test, in front of local API replicas. */
export interface NginxProcess {
  child: ChildProcess;
  port: number;
  /** Its error log so far (502s and upstream failures are explained there). */
  errorLog: () => string;
  stop: () => Promise<void>;
}

const SITE_CONF = path.join(__dirname, '..', '..', 'docker/nginx.conf');

/** Where nginx is; throws a message that says how to install it when it is not. */
export function nginxBinary(): string {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  const found = dirs.map((dir) => path.join(dir, 'nginx')).find((file) => fs.existsSync(file));
  if (!found) {
    throw new Error(
      'This test runs the real nginx in front of the API: install it ' +
        '(Debian/Ubuntu: apt-get install nginx-light; .ci/run does so in CI)',
    );
  }
  return found;
}

/**
 * docker/nginx.conf as production runs it, its upstream server (with its parameters) swapped for
 * the local `upstreams` ports and listening on `port` on loopback: the proxy settings under test are the real ones.
 */
export function siteConfig(upstreams: number[], port: number): string {
  const real = fs.readFileSync(SITE_CONF, 'utf8');
  const server = /^(\s*)server api:3000(.*)$/m;
  const listen = /listen 80;/;
  if (!server.test(real) || !listen.test(real)) {
    throw new Error('docker/nginx.conf no longer has `server api:3000…` and `listen 80;`');
  }
  return real
    .replace(server, (_, indent: string, rest: string) =>
      upstreams.map((p) => `${indent}server 127.0.0.1:${p}${rest}`).join('\n'),
    )
    .replace(listen, `listen 127.0.0.1:${port};`);
}

/** Starts nginx (foreground, every file in a temp folder) proxying to `upstreams`. */
export async function startNginx(upstreams: number[]): Promise<NginxProcess> {
  const binary = nginxBinary();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorhub-nginx-'));
  // Run as root, nginx's workers run as nobody, who must reach the temp paths.
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const file = (name: string) => path.join(dir, name);
  const conf = `daemon off;
worker_processes 1;
pid ${file('nginx.pid')};
error_log ${file('error.log')} warn;
events { worker_connections 1024; }
http {
  access_log ${file('access.log')};
  client_body_temp_path ${file('body')};
  proxy_temp_path ${file('proxy')};
  fastcgi_temp_path ${file('fastcgi')};
  uwsgi_temp_path ${file('uwsgi')};
  scgi_temp_path ${file('scgi')};
${siteConfig(upstreams, port)}
}
`;
  fs.writeFileSync(file('nginx.conf'), conf);
  const child = spawn(binary, ['-p', dir, '-c', file('nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = () => {
    try {
      return fs.readFileSync(file('error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGTERM: the master stops its workers too (SIGKILL would leave them listening).
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await accepts('127.0.0.1', port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, port, errorLog, stop };
}
