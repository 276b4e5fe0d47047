// @ts-check
// Runs only the Firebase Auth emulator in the foreground (compose's demo identity provider).
import { startAuthEmulator } from './stack/auth-emulator.mjs';

const emulator = await startAuthEmulator({
  port: Number(process.env.AUTH_EMULATOR_PORT ?? 9099),
  host: process.env.AUTH_EMULATOR_HOST ?? '127.0.0.1',
  workDir: '.data/firebase',
  log: console.log,
});
const stop = () => void emulator.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
