import axe from 'axe-core';

/** The rules axe finds broken in `container` (jsdom has no layout, so colour checks are off). */
export async function axeViolations(container: HTMLElement): Promise<string[]> {
  const { violations } = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return violations.map((v) => v.id);
}
