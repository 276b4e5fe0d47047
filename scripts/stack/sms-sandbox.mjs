// @ts-check
import http from 'node:http';
import { URL, URLSearchParams } from 'node:url';
import { assertPortFree } from './ports.mjs';

/**
 * The local SMS gateway: speaks SSL Wireless iSMS v3 (`POST /api/v3/send-sms`) and BulkSMSBD
 * (`GET|POST /api/smsapi`) as their documentation answers, keeps every SMS it accepted in
 * memory, and shows them: `GET /sms` (JSON, newest first), `DELETE /sms` (clears), `GET /` (an
 * inbox page). The last four digits of a number choose a fault (docs/sms.md):
 *   0000 invalid number · 0007 balance too low · 0503 HTTP 503 always ·
 *   0502 HTTP 503 twice for that number, then accepted · 0900 answers after `slowMs`.
 * An SSL Wireless csms_id seen before is answered as before and not kept again, as the gateway
 * keeps csms_id unique.
 */

/** @typedef {{ to: string, text: string, receivedAt: string, provider: string, id: string }} Received */

const FAULTS = {
  invalid: '0000',
  balance: '0007',
  down: '0503',
  flaky: '0502',
  slow: '0900',
};
const FLAKY_FAILURES = 2;

/**
 * @param {{ port: number, host?: string, slowMs?: number, log?: (line: string) => void }} options
 */
export async function startSmsSandbox({ port, host = '127.0.0.1', slowMs = 3000, log = () => {} }) {
  if (port !== 0) {
    await assertPortFree(port, 'SMS sandbox');
  }
  /** @type {Received[]} */
  let inbox = [];
  /** @type {Map<string, number>} */
  const flakyCalls = new Map();
  /** @type {Map<string, object>} */
  const sslAnswers = new Map();
  let nextId = 1;

  /** @param {string} number @param {string} text @param {string} provider */
  const keep = (number, text, provider) => {
    const id = `sandbox-${nextId++}`;
    inbox.unshift({ to: `+${number}`, text, receivedAt: new Date().toISOString(), provider, id });
    return id;
  };

  /** What the number's fault is, counting the flaky one's calls. @param {string} number */
  const faultOf = (number) => {
    const tail = number.slice(-4);
    if (tail === FAULTS.flaky) {
      const calls = (flakyCalls.get(number) ?? 0) + 1;
      flakyCalls.set(number, calls);
      return calls <= FLAKY_FAILURES ? 'down' : undefined;
    }
    return Object.entries(FAULTS).find(([, digits]) => digits === tail)?.[0];
  };

  /** @param {Record<string, string>} body */
  const sslWireless = async (body) => {
    const number = String(body.msisdn ?? '');
    const csmsId = String(body.csms_id ?? '');
    if (!body.api_token || !body.sid) {
      return {
        status: 200,
        json: {
          status: 'FAILED',
          status_code: 4001,
          error_message: 'Unauthorized: invalid api_token or sid',
        },
      };
    }
    if (!/^8801\d{9}$/.test(number) || !body.sms || !csmsId) {
      return {
        status: 200,
        json: { status: 'FAILED', status_code: 4022, error_message: 'Invalid MSISDN or empty SMS' },
      };
    }
    const earlier = sslAnswers.get(csmsId);
    if (earlier) {
      return { status: 200, json: earlier };
    }
    const fault = faultOf(number);
    if (fault === 'invalid') {
      return {
        status: 200,
        json: { status: 'FAILED', status_code: 4022, error_message: 'Invalid MSISDN' },
      };
    }
    if (fault === 'balance') {
      return {
        status: 200,
        json: { status: 'FAILED', status_code: 4025, error_message: 'Insufficient balance' },
      };
    }
    if (fault === 'down') {
      return {
        status: 503,
        json: { status: 'FAILED', status_code: 503, error_message: 'Service unavailable' },
      };
    }
    const id = keep(number, String(body.sms), 'sslwireless');
    const answer = {
      status: 'SUCCESS',
      status_code: 200,
      error_message: '',
      smsinfo: [
        {
          sms_status: 'SUCCESS',
          status_message: 'Success',
          msisdn: number,
          sms_type: 'EN',
          sms_body: body.sms,
          csms_id: csmsId,
          reference_id: id,
        },
      ],
    };
    sslAnswers.set(csmsId, answer);
    if (fault === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, slowMs));
    }
    return { status: 200, json: answer };
  };

  /** @param {Record<string, string>} body */
  const bulkSmsBd = async (body) => {
    const number = String(body.number ?? '');
    if (!body.api_key || !body.senderid || !body.message || !number) {
      return {
        status: 200,
        json: {
          response_code: 1003,
          success_message: '',
          error_message: 'Please Required all fields',
        },
      };
    }
    const fault = /^8801\d{9}$/.test(number) ? faultOf(number) : 'invalid';
    if (fault === 'invalid') {
      return {
        status: 200,
        json: { response_code: 1001, success_message: '', error_message: 'Invalid Number' },
      };
    }
    if (fault === 'balance') {
      return {
        status: 200,
        json: { response_code: 1007, success_message: '', error_message: 'Balance Insufficient' },
      };
    }
    if (fault === 'down') {
      return {
        status: 503,
        json: { response_code: 1005, success_message: '', error_message: 'Internal Error' },
      };
    }
    const id = keep(number, String(body.message), 'bulksmsbd');
    if (fault === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, slowMs));
    }
    return {
      status: 200,
      json: {
        response_code: 202,
        message_id: id,
        success_message: 'SMS Submitted Successfully 1',
        error_message: '',
      },
    };
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      void route(request.method ?? 'GET', url, raw, request.headers['content-type'] ?? '')
        .then(({ status, json, html }) => {
          response.writeHead(status, {
            'content-type': html ? 'text/html; charset=utf-8' : 'application/json',
          });
          response.end(html ?? JSON.stringify(json));
        })
        .catch((/** @type {Error} */ e) => {
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: e.message }));
        });
    });
  });

  /**
   * @param {string} method @param {URL} url @param {string} raw @param {string} type
   * @returns {Promise<{ status: number, json?: unknown, html?: string }>}
   */
  async function route(method, url, raw, type) {
    const form = () =>
      type.includes('application/json')
        ? JSON.parse(raw || '{}')
        : Object.fromEntries(new URLSearchParams(raw));
    if (method === 'POST' && url.pathname === '/api/v3/send-sms') {
      return sslWireless(form());
    }
    if ((method === 'POST' || method === 'GET') && url.pathname === '/api/smsapi') {
      return bulkSmsBd({
        ...Object.fromEntries(url.searchParams),
        ...(method === 'POST' ? form() : {}),
      });
    }
    if (url.pathname === '/sms' && method === 'GET') {
      return {
        status: 200,
        json: inbox.map(({ to, text, receivedAt }) => ({ to, text, receivedAt })),
      };
    }
    if (url.pathname === '/sms' && method === 'DELETE') {
      inbox = [];
      flakyCalls.clear();
      return { status: 200, json: { deleted: true } };
    }
    if (url.pathname === '/' && method === 'GET') {
      return { status: 200, html: inboxPage(inbox) };
    }
    return { status: 404, json: { error: 'not found' } };
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  log(`SMS sandbox: ${url} (inbox on ${url}/)`);
  const stop = () => new Promise((resolve) => server.close(() => resolve(undefined)));
  return { url, stop };
}

/** @param {string} text */
const escape = (text) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

/** @param {Received[]} inbox */
function inboxPage(inbox) {
  const rows = inbox
    .map(
      (sms) =>
        `<tr><td>${escape(sms.receivedAt)}</td><td>${escape(sms.to)}</td><td>${escape(sms.provider)}</td><td style="white-space:pre-wrap">${escape(sms.text)}</td></tr>`,
    )
    .join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">' +
    '<title>SMS sandbox</title></head><body style="font-family:sans-serif">' +
    `<h1>SMS sandbox: ${inbox.length} received</h1>` +
    '<table border="1" cellpadding="6"><tr><th>received</th><th>to</th><th>as</th><th>text</th></tr>' +
    `${rows}</table></body></html>`
  );
}
