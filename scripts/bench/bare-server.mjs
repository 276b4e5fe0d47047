// @ts-check
// The ceiling of `npm run bench`: a bare node:http server, run as a child process (its own event
// loop, like the API), that answers each recorded URL with the exact status, content type, total
// count header and body bytes the API answered. It receives the routes over IPC and replies with
// the port it listens on (127.0.0.1, a free port).
import http from 'node:http';

/**
 * @typedef {{ path: string, status: number, headers: Record<string, string>, body: string }} Route
 *   body in base64
 */

/** @type {Map<string, { status: number, headers: Record<string, string>, body: Buffer }>} */
const routes = new Map();

const server = http.createServer((req, res) => {
  const route = routes.get(req.url ?? '');
  if (!route) {
    res.writeHead(404, { 'content-length': '0' });
    res.end();
    return;
  }
  res.writeHead(route.status, route.headers);
  res.end(route.body);
});
server.keepAliveTimeout = 30_000;

process.once('message', (/** @type {{ routes: Route[] }} */ message) => {
  for (const route of message.routes) {
    const body = Buffer.from(route.body, 'base64');
    routes.set(route.path, {
      status: route.status,
      headers: { ...route.headers, 'content-length': String(body.length) },
      body,
    });
  }
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
});

// Ends with its parent: on SIGTERM, or when the IPC channel closes.
const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('disconnect', stop);
