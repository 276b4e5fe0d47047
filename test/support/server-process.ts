import { type ChildProcess, fork } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The built API (backend/dist/main.js) running as its own process, as npm start and Docker run it. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
}

const mainJs = path.join(__dirname, '..', '..', 'backend/dist/main.js');

/**
 * Starts the built API with the e2e environment plus `env`, resolving when it serves (or has
 * exited, e.g. on a refused configuration). Blank values unset a variable. On a free port unless
 * `env.PORT` names one (a replica started again where it was).
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = fork(mainJs, [], {
    cwd: path.join(__dirname, '..', '..'),
    env: { ...process.env, SEED_DEMO: 'false', STATIC_DIR: '', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  await Promise.race([
    new Promise<void>((resolve) =>
      child.on('message', (msg: { ready?: boolean }) => msg.ready && resolve()),
    ),
    exited,
  ]);
  return { child, port, output: () => output, exited };
}

/** Stops a server a test left running. */
export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
}

/** A port nothing listens on right now, chosen by the system (no clash with parallel runs). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Whether a TCP connection to host:port is accepted. */
export function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** An IPv4 address of this machine that is not loopback: what another host would connect to. */
export function networkAddress(): string {
  const address = Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a?.family === 'IPv4' && !a.internal)?.address;
  if (!address) {
    throw new Error('This test needs a network interface besides loopback');
  }
  return address;
}
