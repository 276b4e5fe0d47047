import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Absolute URL of an API path, as the app calls it under jsdom. */
export const apiUrl = (path: string) => `${window.location.origin}/api/${path}`;

/**
 * One MSW server for all tests; each test adds its handlers with server.use(). It answers
 * the language report a signed-in app sends from every page (the navbar's bell) by itself.
 */
export const server = setupServer(
  http.patch(apiUrl('me/email'), () => HttpResponse.json({ modifiedCount: 0 })),
);
