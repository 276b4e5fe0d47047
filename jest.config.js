// Unit specs beside the backend code; test/jest-e2e.config.js reuses this transform. Nest 12
// ships ESM only and Jest on Node 20 cannot require ESM, so SWC transforms everything,
// node_modules included, with the legacy decorators and their metadata that Nest reads.
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
  transformIgnorePatterns: [],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
};
