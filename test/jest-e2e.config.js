// The e2e suite: the unit specs' SWC transform (../jest.config.js) over test/, with the global
// setup that starts a throw-away PostgreSQL and Auth emulator.
const unit = require('../jest.config.js');

/** @type {import('jest').Config} */
module.exports = {
  ...unit,
  rootDir: '..',
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/test/setup/global-setup.mjs',
  globalTeardown: '<rootDir>/test/setup/global-teardown.mjs',
  setupFiles: ['<rootDir>/test/setup/env.ts'],
  testTimeout: 30000,
  // The worker is replaced after a file that leaves it above this (see scripts/test-e2e.mjs).
  workerIdleMemoryLimit: '1.5GB',
};
