// @ts-check
/* global document, window, location -- the checks run in the page */
// `npm run first-tap`: how long a phone's first tap waits. Starts Tutor Hub as `npm run
// lighthouse` does (own ports, throw-away data), then in Debian's Chromium on Lighthouse's phone
// profile (Slow 4G: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up; CPU 4× slower; a
// 412×823 touch screen), each run in a fresh context (cold cache), taps each control and times
// the tap to its visible result: once 1 s after the page's load event, once after 3 s of
// scrolling by touch ("lost": nothing showed within 30 s). Prints the median of FIRST_TAP_RUNS
// (3) per control and timing, then the INP of a Lighthouse user flow over a tap on Home's menu.
// A measuring tool, not a test: the figures move with the machine's load.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFlow } from 'lighthouse';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { startDemoApp } from './stack/demo-app.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const log = (/** @type {string} */ line) => console.log(`[first-tap] ${line}`);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.FIRST_TAP_RUNS ?? 3);
/** The member whose pages are measured signed in. */
const MEMBER = { email: 'student@tutorhub.demo', password: 'tutorhub-demo' };
const SCREEN = { width: 412, height: 823 };
/** Lighthouse's mobile profile: Slow 4G and a CPU four times slower. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** A person's typing: one key every 150 ms. */
const TYPING_DELAY_MS = 150;
/** A result that takes longer than this counts as never shown. */
const GIVE_UP_MS = 30_000;

/**
 * @typedef {import('playwright-core').Page} Page
 * @typedef {{ name: string, path: string, member?: boolean, prepare?: (page: Page) => Promise<void>, target: (page: Page) => import('playwright-core').Locator, shown: (page: Page) => Promise<unknown> }} Control
 */

/** Waits until `check` holds in the page, across a navigation. */
async function until(/** @type {Page} */ page, /** @type {() => boolean} */ check) {
  const deadline = Date.now() + GIVE_UP_MS;
  for (;;) {
    try {
      return await page.waitForFunction(check, undefined, {
        polling: 'raf',
        timeout: Math.max(1, deadline - Date.now()),
      });
    } catch (e) {
      // The page navigated under the check: check the new one.
      if (Date.now() >= deadline || !/context|navigat|destroyed/i.test(String(e))) {
        throw e;
      }
    }
  }
}

/** Whether the element `selector` finds is shown, at least half of it on the screen. */
function onScreen(/** @type {string} */ selector) {
  /** @param {Page} page */
  return (page) =>
    until(
      page,
      new Function(
        `const el = document.querySelector(${JSON.stringify(selector)});
        if (!el || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
        const r = el.getBoundingClientRect();
        const seen = Math.min(r.right, innerWidth) - Math.max(r.left, 0);
        return r.width > 0 && seen >= r.width / 2;`,
      ),
    );
}

/** @type {Control[]} */
const CONTROLS = [
  {
    name: 'Home: menu',
    path: '/',
    target: (page) => page.locator('header button[aria-label="Open menu"]'),
    shown: onScreen('nav[aria-label="Mobile"]'),
  },
  {
    name: 'Home: language (in the menu)',
    path: '/',
    prepare: async (page) => {
      await page.locator('header button[aria-label="Open menu"]').tap();
      await onScreen('nav[aria-label="Mobile"]')(page);
    },
    target: (page) => page.locator('nav[aria-label="Mobile"] [lang="bn"]'),
    shown: (page) =>
      until(
        page,
        () =>
          document.documentElement.lang === 'bn' &&
          /স্বাগতম/.test(document.querySelector('h1')?.textContent ?? ''),
      ),
  },
  {
    name: 'Hire Tutors: subject tab (member)',
    path: '/tutorFinds',
    member: true,
    target: (page) => page.locator('#subject-tab-1'),
    shown: (page) =>
      until(
        page,
        () => document.querySelector('#subject-tab-1')?.getAttribute('aria-selected') === 'true',
      ),
  },
  {
    name: 'Hire Tutors: Filters (member)',
    path: '/tutorFinds',
    member: true,
    target: (page) => page.getByRole('button', { name: /^Filters/ }),
    shown: (page) =>
      until(page, () =>
        [...document.querySelectorAll('button')].some(
          (b) => b.textContent === 'Show tutors' && b.checkVisibility(),
        ),
      ),
  },
  {
    name: 'Sign-up: Show password',
    path: '/studentRegistration',
    target: (page) => page.locator('button[aria-label="Show password"]').first(),
    shown: (page) =>
      until(
        page,
        () => document.querySelector('input[autocomplete="new-password"][type="text"]') !== null,
      ),
  },
  {
    name: 'Sign-up: field errors',
    path: '/studentRegistration',
    target: (page) => page.locator('main form button[type="submit"]').first(),
    shown: (page) =>
      until(page, () =>
        [...document.querySelectorAll('[aria-invalid="true"]')].some((el) => el.checkVisibility()),
      ),
  },
  {
    name: 'Sign-in typed, to the next page',
    path: '/login',
    prepare: async (page) => {
      await page.locator('#login-email').tap();
      await page.keyboard.type(MEMBER.email, { delay: TYPING_DELAY_MS });
      await page.locator('#login-password').tap();
      await page.keyboard.type(MEMBER.password, { delay: TYPING_DELAY_MS });
    },
    target: (page) => page.locator('form[aria-label="Login"] button[type="submit"]'),
    shown: (page) =>
      until(
        page,
        () =>
          location.pathname !== '/login' &&
          document.querySelector('h1')?.checkVisibility() === true,
      ),
  },
];

/** The two moments of the first tap: soon after the load, or after reading for a while. */
const TIMINGS = [
  { name: '1 s after load', wait: (/** @type {Page} */ page) => page.waitForTimeout(1000) },
  { name: 'after 3 s scrolling', wait: scrollForThreeSeconds },
];

/** Three seconds of a thumb scrolling the page down and back up. */
async function scrollForThreeSeconds(/** @type {Page} */ page) {
  const cdp = await page.context().newCDPSession(page);
  const end = Date.now() + 3000;
  let down = true;
  while (Date.now() < end) {
    await cdp.send('Input.synthesizeScrollGesture', {
      x: SCREEN.width / 2,
      y: SCREEN.height / 2,
      yDistance: down ? -300 : 300,
      speed: 600,
      gestureSourceType: 'touch',
    });
    down = !down;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await cdp.detach();
}

/**
 * One measured tap: a cold page under the phone profile, the timing's wait, the control's
 * preparation, then the tap and the time until its result shows.
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 * @param {Control} control
 * @param {(typeof TIMINGS)[number]} timing
 * @param {string | undefined} memberState
 */
async function measureOnce(browser, baseUrl, control, timing, memberState) {
  const context = await browser.newContext({
    viewport: SCREEN,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1,
    storageState: control.member ? memberState : undefined,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${baseUrl}${control.path}`, { waitUntil: 'load' });
    await timing.wait(page);
    await control.prepare?.(page);
    // Brought into view first, as a person scrolls to a button below the first screen.
    await control.target(page).scrollIntoViewIfNeeded({ timeout: GIVE_UP_MS });
    const box = await control.target(page).boundingBox({ timeout: GIVE_UP_MS });
    if (!box) {
      throw new Error(`${control.name}: nothing to tap`);
    }
    const start = Date.now();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await control.shown(page);
    return Date.now() - start;
  } finally {
    await context.close();
  }
}

/** Signs the member in once, unthrottled; their storage (and session cookie) is reused. */
async function memberStorage(
  /** @type {import('playwright-core').Browser} */ browser,
  /** @type {string} */ baseUrl,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.locator('#login-email').fill(MEMBER.email);
  await page.locator('#login-password').fill(MEMBER.password);
  await page.locator('form[aria-label="Login"] button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.waitForLoadState('networkidle');
  const file = path.join(
    fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'first-tap-')),
    'member.json',
  );
  await context.storageState({ path: file, indexedDB: true });
  await context.close();
  return file;
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * INP of a Lighthouse user flow on the phone profile: Home loaded, then a timespan in which the
 * menu is tapped 1 s later.
 * @param {string} baseUrl
 */
async function flowInp(baseUrl) {
  const browser = await puppeteer.launch({
    executablePath: CHROME,
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage();
    const flow = await startFlow(page, {
      config: {
        extends: 'lighthouse:default',
        settings: {
          onlyCategories: ['performance'],
          // Applied in the browser, so the timespan is throttled as the navigation is.
          throttlingMethod: 'devtools',
          throttling: {
            rttMs: 150,
            throughputKbps: 1638.4,
            requestLatencyMs: 150 * 3.75,
            downloadThroughputKbps: 1638.4 * 0.9,
            uploadThroughputKbps: 750 * 0.9,
            cpuSlowdownMultiplier: CPU_SLOWDOWN,
          },
        },
      },
    });
    await flow.navigate(`${baseUrl}/`);
    await flow.startTimespan();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const toggle = await page.waitForSelector('header button[aria-label="Open menu"]');
    const box = await toggle?.boundingBox();
    if (!box) {
      throw new Error('no menu button to tap');
    }
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForSelector('nav[aria-label="Mobile"]', { visible: true, timeout: GIVE_UP_MS });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await flow.endTimespan();
    const result = await flow.createFlowResult();
    const timespan = result.steps[1].lhr;
    return Math.round(timespan.audits['interaction-to-next-paint']?.numericValue ?? NaN);
  } finally {
    await browser.close();
  }
}

let code = 1;
let app;
/** @type {import('playwright-core').Browser | undefined} */
let browser;
try {
  app = await startDemoApp({
    root,
    name: 'first-tap',
    port: Number(process.env.FIRST_TAP_PORT ?? 3172),
    pgPort: Number(process.env.FIRST_TAP_PG_PORT ?? 56180),
    authPort: Number(process.env.FIRST_TAP_AUTH_PORT ?? 56183),
    env: process.env.STATIC_DIR ? { STATIC_DIR: process.env.STATIC_DIR } : {},
    log,
  });
  const { baseUrl } = app;
  browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
  const memberState = await memberStorage(browser, baseUrl);
  // FIRST_TAP_ONLY: a regular expression choosing controls by name.
  const only = new RegExp(process.env.FIRST_TAP_ONLY ?? '', 'i');
  const rows = [];
  for (const control of CONTROLS.filter((c) => only.test(c.name))) {
    const cells = [];
    for (const timing of TIMINGS) {
      const times = [];
      for (let run = 0; run < RUNS; run++) {
        const ms = await measureOnce(browser, baseUrl, control, timing, memberState).catch(
          (/** @type {unknown} */ e) => {
            log(
              `${control.name}, ${timing.name}: ${e instanceof Error ? e.message.split('\n')[0] : e}`,
            );
            return Number.POSITIVE_INFINITY;
          },
        );
        times.push(ms);
      }
      log(`${control.name}, ${timing.name}: ${times.join(', ')} ms`);
      cells.push({ median: median(times), times });
    }
    rows.push({ control: control.name, cells });
  }
  const inps = [];
  if (!process.env.FIRST_TAP_ONLY) {
    for (let run = 0; run < RUNS; run++) {
      inps.push(await flowInp(baseUrl));
    }
  }
  console.log(`\n${table(rows)}\n`);
  if (inps.length) {
    console.log(
      `INP (Lighthouse user flow, tap on Home's menu 1 s after load): median ${median(inps)} ms (${inps.join(', ')})\n`,
    );
  }
  code = 0;
} catch (e) {
  console.error(`[first-tap] ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
} finally {
  await browser?.close();
  await app?.stop();
}
process.exit(code);

/** @param {{ control: string, cells: { median: number, times: number[] }[] }[]} rows */
function table(rows) {
  const seconds = (/** @type {number} */ ms) =>
    Number.isFinite(ms) ? (ms / 1000).toFixed(2) : 'lost';
  const head = ['tap → visible result (s, median of runs)', ...TIMINGS.map((t) => t.name), 'runs'];
  const body = rows.map((r) => [
    r.control,
    ...r.cells.map((c) => seconds(c.median)),
    r.cells.map((c) => c.times.map(seconds).join('/')).join(' · '),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (/** @type {string[]} */ cells) =>
    `| ${cells.map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 || i === widths.length - 1 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`;
  return [line(head), rule, ...body.map(line)].join('\n');
}
