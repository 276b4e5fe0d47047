// @ts-check
// Runs only the Firebase Auth emulator in the foreground (compose's demo identity provider).
import { startAuthEmulator } from './stack/auth-emulator.mjs';

/** @type {Awaited<ReturnType<typeof startAuthEmulator>>} */
let emulator;
try {
  emulator = await startAuthEmulator({
    port: Number(process.env.AUTH_EMULATOR_PORT ?? 9099),
    host: process.env.AUTH_EMULATOR_HOST ?? '127.0.0.1',
    allowNetwork: process.env.ALLOW_NETWORK_WITH_EMULATOR === 'true',
    workDir: '.data/firebase',
    log: console.log,
  });
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
}
const stop = () => void emulator.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
