// Unit specs beside the backend code; test/jest-e2e.config.js reuses this transform. SWC compiles
// our TypeScript with the legacy decorators and their metadata that Nest reads. Packages that ship
// ESM only are required as they are: Jest does that on Node 24 when started with
// --experimental-vm-modules (see the test scripts).
const swc = {
  swcrc: false,
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

/** @type {import('jest').Config} */
module.exports = {
  rootDir: '.',
  testMatch: ['<rootDir>/backend/src/**/*.spec.ts'],
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j|mj)s$': ['@swc/jest', swc] },
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
};
