import { setupServer } from 'msw/node';

/** One MSW server for all tests; each test adds its handlers with server.use(). */
export const server = setupServer();

/** Absolute URL of an API path, as the app calls it under jsdom. */
export const apiUrl = (path: string) => `${window.location.origin}/api/${path}`;
