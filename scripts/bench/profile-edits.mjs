// @ts-check
// The writers of `npm run bench`'s mixed load: tutors editing their profiles at a steady rate
// while a list is driven. Each edit changes a tutor's salary, a column the tutor list shows, so
// a cache that kept an answer across it would serve a stale list.
import { clearInterval, setInterval } from 'node:timers';

/**
 * @typedef {{ id: string, token: string }} Writer  a tutor who edits their own profile
 * @typedef {{ sent: number, failed: number }} EditCount
 */

/** Salaries the edits cycle through (Tk a month, within the registration's limits). */
const salaryOf = (/** @type {number} */ n) => 4000 + (n % 40) * 100;

/**
 * Sends `rate` edits a second, spread evenly over the second and over `writers` in turn, each
 * through `send(writer, salary)`, until the answered `stop()`; `stop()` answers how many were
 * sent and how many failed (any answer but a 2xx). A rate of 0 sends nothing.
 * @param {number} rate
 * @param {Writer[]} writers
 * @param {(writer: Writer, salary: number) => Promise<Response>} send
 */
export function startEdits(rate, writers, send) {
  /** @type {EditCount} */
  const count = { sent: 0, failed: 0 };
  /** @type {Promise<void>[]} */
  const inFlight = [];
  if (rate === 0 || writers.length === 0) {
    return { stop: async () => count };
  }
  let n = 0;
  const timer = setInterval(() => {
    const writer = /** @type {Writer} */ (writers[n % writers.length]);
    const edit = send(writer, salaryOf(n++))
      .then(async (res) => {
        await res.arrayBuffer();
        count.sent++;
        if (!res.ok) {
          count.failed++;
        }
      })
      .catch(() => {
        count.sent++;
        count.failed++;
      });
    inFlight.push(edit);
  }, 1000 / rate);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(inFlight);
      return count;
    },
  };
}

/**
 * An edit through the API, as the web app sends it: PATCH /api/me/profile with the tutor's token.
 * @param {string} baseUrl
 */
export const apiEdit = (baseUrl) => (/** @type {Writer} */ writer, /** @type {number} */ salary) =>
  fetch(`${baseUrl}/api/me/profile`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${writer.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ salary }),
  });

/**
 * The same edit through the peer's own call (one UPDATE).
 * @param {string} peerUrl
 */
export const peerEdit = (peerUrl) => (/** @type {Writer} */ writer, /** @type {number} */ salary) =>
  fetch(`${peerUrl}/api/tutor/${writer.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ salary }),
  });
