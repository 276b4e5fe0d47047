// @ts-check
// `npm run lighthouse`: builds, starts Tutor Hub as `npm start` would (embedded PostgreSQL with
// demo data, Auth emulator) on its own ports and a throw-away data folder, audits the public
// pages and one signed-in page with Lighthouse (mobile, default throttling) in Debian's
// Chromium, in LIGHTHOUSE_RUNS rounds over every page (five by default), writes the HTML report
// of each page's run with the median blocking time and a JSON summary to lighthouse-reports/ and
// prints one table. Scores move with the machine's load: compare runs made on an idle machine.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { LANGUAGE_COOKIE } from '@tutorhub/contracts';
import { startDemoApp } from './stack/demo-app.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const log = (/** @type {string} */ line) => console.log(`[lighthouse] ${line}`);
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3171);
const outDir = path.join(root, 'lighthouse-reports');
/** Runs per page: blocking time moves a lot between runs, so the table shows the median one. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** The signed-in page is audited as the demo student. */
const MEMBER = { email: 'student@tutorhub.demo', password: 'tutorhub-demo' };

/** @type {import('chrome-launcher').LaunchedChrome | undefined} */
let chrome;
let code = 1;
let app;
try {
  app = await startDemoApp({
    root,
    name: 'lighthouse',
    port,
    pgPort: Number(process.env.LIGHTHOUSE_PG_PORT ?? 56170),
    authPort: Number(process.env.LIGHTHOUSE_AUTH_PORT ?? 56173),
    env: process.env.STATIC_DIR ? { STATIC_DIR: process.env.STATIC_DIR } : {},
    log,
  });
  const { baseUrl } = app;
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      // This machine has no network beyond the loopback: keep Chromium from reaching out.
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // LIGHTHOUSE_ONLY: a regular expression choosing pages by name (home, home-bn, login, …).
  const only = new RegExp(process.env.LIGHTHOUSE_ONLY ?? '');
  const pages = (await pagesToAudit(baseUrl)).filter((page) => only.test(page.name));
  fs.mkdirSync(outDir, { recursive: true });
  // Round after round over every page, rather than all of one page's runs in a row: a busy
  // spell on the machine then falls on every page alike, not on one page's whole sample.
  /** @type {Run[][]} */
  const results = pages.map(() => []);
  for (let run = 1; run <= RUNS; run++) {
    log(`round ${run} of ${RUNS}`);
    for (const [index, page] of pages.entries()) {
      results[index].push(await auditOnce(chrome.port, baseUrl, page));
    }
  }
  const rows = pages.map((page, index) => summarise(page, results[index]));
  fs.writeFileSync(path.join(outDir, 'summary.json'), `${JSON.stringify(rows, null, 2)}\n`);
  console.log(`\n${table(rows)}\n`);
  log(`reports in ${path.relative(root, outDir)}/`);
  code = 0;
} catch (e) {
  console.error(`[lighthouse] ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
} finally {
  chrome?.kill();
  await app?.stop();
}
process.exit(code);

/**
 * @typedef {{ path: string, name: string, signedIn?: boolean, language?: 'bn' }} AuditedPage
 * @typedef {Pick<NonNullable<Awaited<ReturnType<typeof lighthouse>>>, 'lhr' | 'report'>} Run
 */

/**
 * The pages of the goal (Home also in Bangla); the detail pages use the first seeded blog and
 * course.
 * @param {string} baseUrl
 * @returns {Promise<AuditedPage[]>}
 */
async function pagesToAudit(baseUrl) {
  /** @param {string} list */
  const firstId = async (list) => {
    const res = await fetch(`${baseUrl}/api/${list}?limit=1`);
    const [first] = /** @type {{ _id: string }[]} */ (await res.json());
    if (!first) {
      throw new Error(`the demo seed has no ${list} entry`);
    }
    return first._id;
  };
  return [
    { path: '/', name: 'home' },
    { path: '/', name: 'home-bn', language: 'bn' },
    { path: '/aboutUs', name: 'aboutUs' },
    { path: '/login', name: 'login' },
    { path: '/tutorRegistration', name: 'tutorRegistration' },
    { path: '/studentRegistration', name: 'studentRegistration' },
    { path: '/contactUs', name: 'contactUs' },
    { path: `/getBlogs/${await firstId('getBlogs')}`, name: 'blog' },
    { path: `/getCourse/${await firstId('getCourse')}`, name: 'course' },
    { path: '/tutorFinds', name: 'tutorFinds', signedIn: true },
  ];
}

/**
 * Runs `use` in a new tab of the audit's browser, closed afterwards.
 * @param {number} chromePort
 * @param {(tab: import('puppeteer-core').Page) => Promise<void>} use
 */
async function inTab(chromePort, use) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  const tab = await browser.newPage();
  try {
    await use(tab);
  } finally {
    await tab.close();
    await browser.disconnect();
  }
}

/**
 * Signs in through the login form in the audit's browser; the session (our API token and
 * whatever the sign-in machinery keeps) stays in the profile's storage.
 * @param {number} chromePort
 * @param {string} baseUrl
 */
async function signInInBrowser(chromePort, baseUrl) {
  await inTab(chromePort, async (tab) => {
    await tab.goto(`${baseUrl}/login`, { waitUntil: 'networkidle0' });
    await tab.type('#login-email', MEMBER.email);
    await tab.type('#login-password', MEMBER.password);
    // The submit button waits for the app, which the first field's focus has started loading.
    const submit = 'form[aria-label="Login"] button[type="submit"]';
    await tab.waitForSelector(`${submit}:not([disabled])`);
    await tab.click(submit);
    await tab.waitForFunction('window.location.pathname !== "/login"', { timeout: 30_000 });
    // A cold cache for the audit, as for the public pages; the storage keeps the session.
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
  });
}

/**
 * Forgets the session the sign-in left (the API's page cookie and the app's storage), so that
 * the next public page is audited as a visitor's.
 * @param {number} chromePort
 * @param {string} baseUrl
 */
async function forgetSessionInBrowser(chromePort, baseUrl) {
  await inTab(chromePort, async (tab) => {
    await tab.goto(`${baseUrl}/api/health`, { waitUntil: 'load' });
    await tab.evaluate(() => globalThis.localStorage.clear());
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCookies');
  });
}

/**
 * Remembers `language` as the visitor's choice in the audit browser (none: forget it).
 * @param {number} chromePort
 * @param {string} baseUrl
 * @param {string | undefined} language
 */
async function chooseLanguageInBrowser(chromePort, baseUrl, language) {
  await inTab(chromePort, async (tab) => {
    // A page of the site that loads none of the app: nothing of it lands in the cache.
    await tab.goto(`${baseUrl}/api/health`, { waitUntil: 'load' });
    await tab.evaluate(
      (chosen, key) => {
        // Runs in the page, where localStorage and the cookie are the site's. The web app keeps
        // the choice in both (the cookie tells the API which language to answer pages in).
        const storage = globalThis.localStorage;
        if (chosen) {
          storage.setItem(key, chosen);
          globalThis.document.cookie = `${key}=${chosen}; path=/; max-age=31536000; SameSite=Lax`;
        } else {
          storage.removeItem(key);
          globalThis.document.cookie = `${key}=; path=/; max-age=0`;
        }
      },
      language ?? null,
      LANGUAGE_COOKIE,
    );
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
  });
}

/**
 * One Lighthouse run of `page`.
 * @param {number} chromePort
 * @param {string} baseUrl
 * @param {AuditedPage} page
 */
async function auditOnce(chromePort, baseUrl, page) {
  if (page.signedIn) {
    await signInInBrowser(chromePort, baseUrl);
  }
  if (page.language) {
    await chooseLanguageInBrowser(chromePort, baseUrl, page.language);
  }
  const result = await lighthouse(`${baseUrl}${page.path}`, {
    port: chromePort,
    output: 'html',
    logLevel: 'error',
    // A signed-in page needs the stored session, a Bangla one the stored choice; the cache
    // was cleared by hand above.
    disableStorageReset: Boolean(page.signedIn || page.language),
  });
  if (page.language) {
    await chooseLanguageInBrowser(chromePort, baseUrl, undefined);
  }
  if (page.signedIn) {
    await forgetSessionInBrowser(chromePort, baseUrl);
  }
  if (!result) {
    throw new Error(`Lighthouse returned nothing for ${page.path}`);
  }
  // Not the artifacts: a run's trace is tens of megabytes, and every run is kept to the end.
  return { lhr: result.lhr, report: result.report };
}

/**
 * `page`'s row: the run with the median blocking time (the measure that moves most between
 * runs), with the range of blocking times over all its runs; that run's report is written.
 * @param {AuditedPage} page
 * @param {Run[]} results
 */
function summarise(page, results) {
  const byBlocking = results
    .map(({ lhr, report }) => ({
      lhr,
      report,
      blocking: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    }))
    .sort((a, b) => a.blocking - b.blocking);
  const { lhr, report, blocking } = byBlocking[Math.floor((byBlocking.length - 1) / 2)];
  fs.writeFileSync(path.join(outDir, `${page.name}.html`), String(report));
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = /** @type {{ items?: { resourceType: string, transferSize: number }[] }} */ (
    lhr.audits['resource-summary']?.details ?? {}
  );
  const script = summary.items?.find((item) => item.resourceType === 'script');
  return {
    page: page.language ? `${page.path} (${page.language})` : page.path,
    finalUrl: lhr.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: blocking,
    tbtRange: `${byBlocking[0].blocking}–${byBlocking[byBlocking.length - 1].blocking}`,
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    jsKb: Math.round((script?.transferSize ?? 0) / 1024),
    runtimeError: lhr.runtimeError?.message,
  };
}

/** @param {ReturnType<typeof summarise>[]} rows */
function table(rows) {
  const head = [
    'page',
    'perf',
    'a11y',
    'best pr.',
    'SEO',
    'LCP s',
    'TBT ms',
    'TBT range',
    'CLS',
    'JS kB',
  ];
  const body = rows.map((r) => [
    r.page.replace(/\/[0-9a-f-]{36}$/, '/{id}'),
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    (r.lcpMs / 1000).toFixed(1),
    String(r.tbtMs),
    r.tbtRange,
    String(r.cls),
    String(r.jsKb),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (/** @type {string[]} */ cells) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`;
  return [line(head), rule, ...body.map(line)].join('\n');
}
