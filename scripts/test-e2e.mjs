// @ts-check
// `npm run test:e2e`: the e2e suite with Jest. In-process by default (the global setup starts a
// throw-away PostgreSQL and Auth emulator); with E2E_BASE_URL set, black-box against that Tutor
// Hub, leaving out the *.in-process.e2e-spec.ts files, which need the app built in the test.
// Extra arguments go to Jest.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const jest = createRequire(import.meta.url).resolve('jest/bin/jest');
// One file at a time, in a worker process that Jest replaces once a file leaves it over the
// config's memory limit: in one process for the whole suite, what each file's app leaves behind
// adds up past Node's heap.
const args = ['--config', 'test/jest-e2e.config.js', '--maxWorkers=1'];
if (process.env.E2E_BASE_URL) {
  args.push(
    '--testPathIgnorePatterns=/node_modules/',
    '--testPathIgnorePatterns=\\.in-process\\.e2e-spec\\.ts$',
  );
}
// Jest requires the ESM-only packages (Nest, pg-boss) through Node's VM modules.
const node = ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning'];
const run = spawnSync(process.execPath, [...node, jest, ...args, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
