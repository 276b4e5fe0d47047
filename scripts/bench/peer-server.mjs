// @ts-check
// The peer of `npm run bench`: the original system's architecture — Express 5 and a pg pool —
// answering `GET /api/getTutor` (and a tutor's edit, `PATCH /api/tutor/:id`) the original's way: one query by subject (and `q` over the
// columns the API searches), rows sent with
// `res.json`. No sign-in check, so the ratio to it errs in the peer's favour. Run as a child
// process (its own event loop, like the API) with DATABASE_URL; it replies over IPC with the port
// it listens on (127.0.0.1, a free port).
import { createRequire } from 'node:module';
import express from 'express';

/**
 * The part of pg used here (no type declarations installed).
 * @typedef {{ query(sql: string, params: unknown[]): Promise<{ rows: unknown[] }>,
 *   end(): Promise<void> }} PgPool
 */
const pg = /** @type {{ Pool: new (options: object) => PgPool }} */ (
  createRequire(import.meta.url)('pg')
);

// As many connections as the API's pool.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = express();

app.get('/api/getTutor', async (req, res) => {
  const limit = Math.min(Number(req.query.limit) || 10, 100);
  const page = Math.max(Number(req.query.page) || 1, 1);
  const subject = typeof req.query.subject === 'string' ? req.query.subject : null;
  const search = typeof req.query.q === 'string' ? `%${req.query.q}%` : null;
  const { rows } = await pool.query(
    `SELECT * FROM users WHERE kind = 'tutor' AND ($1::text IS NULL OR "teachingSubject" = $1)
       AND ($4::text IS NULL OR name ILIKE $4 OR study ILIKE $4 OR subject ILIKE $4
            OR location ILIKE $4)
     ORDER BY "createdAt" DESC LIMIT $2 OFFSET $3`,
    [subject, limit, (page - 1) * limit, search],
  );
  res.json(rows);
});

// A tutor's profile edit, the original's way: one UPDATE of the row, no sign-in check.
app.patch('/api/tutor/:id', express.json(), async (req, res) => {
  const { rowCount } = await pool.query('UPDATE users SET salary = $1 WHERE id = $2', [
    Number(req.body?.salary),
    req.params.id,
  ]);
  res.json({ modifiedCount: rowCount });
});

const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
server.keepAliveTimeout = 30_000;

// Ends with its parent: on SIGTERM, or when the IPC channel closes.
const stop = () => {
  server.closeAllConnections();
  server.close(() => void pool.end().finally(() => process.exit(0)));
};
process.once('SIGTERM', stop);
process.once('disconnect', stop);
