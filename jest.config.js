// Unit specs beside the backend code. Nest 12 ships ESM only and Jest on Node 20 cannot
// require ESM, so swc transforms everything, node_modules included (STACK.md).
const swc = require('./swc.jest.json');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: '.',
  testMatch: ['<rootDir>/backend/src/**/*.spec.ts'],
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j|mj)s$': ['@swc/jest', { ...swc, swcrc: false }] },
  transformIgnorePatterns: [],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
};
