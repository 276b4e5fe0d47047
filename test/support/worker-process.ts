import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';

/**
 * `npm run worker` (the built backend/dist/worker.js) as processes of its own, for the tests
 * that kill one mid-delivery. `stopAll` in `afterAll` kills those still running.
 */
export class WorkerProcesses {
  private readonly children: ChildProcess[] = [];

  /** Starts a worker with `env` over the test's own, and waits until it is delivering. */
  async start(env: Record<string, string>): Promise<ChildProcess> {
    const child = fork(path.join(__dirname, '../../backend/dist/worker.js'), [], {
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
    this.children.push(child);
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`the worker exited with ${code}`)));
    });
    return child;
  }

  /** Kills `child` as a crash would (SIGKILL: nothing finished) and waits until it is gone. */
  async kill(child: ChildProcess): Promise<void> {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  stopAll(): void {
    for (const child of this.children) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
      }
    }
  }
}
