import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { startReading } from './app';

// axe-core's browser build. Evaluated through the debugging protocol rather than added as a
// <script>, which the app's Content-Security-Policy (rightly) refuses.
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/** Runs axe (WCAG 2 A and AA rules) on the page as it is now and expects no violations. */
export async function expectAxeClean(page: Page, label: string): Promise<void> {
  // A page built ahead turns its buttons (submit buttons from disabled to enabled, with a colour
  // transition) as the app hydrates it, and it loads the app at the visitor's first move: read
  // it once React has taken every button over, by the mark the first-paint loader also waits for.
  await startReading(page);
  // A toast fading in or out is half transparent, which axe reads as too little contrast: wait
  // until the toasts are gone and every finite animation (not the spinners) has ended.
  await expect(page.locator('[data-rht-toaster]').getByRole('status')).toHaveCount(0, {
    timeout: 15_000,
  });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })) as { violations: AxeViolation[] };
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  expect(violations, `axe violations on ${label}`).toEqual([]);
}
