import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/utils';
import { CardGridSkeleton, DetailSkeleton } from './PageStates';

/** The rules axe finds broken in `container` (jsdom has no layout, so colour checks are off). */
async function axeViolations(container: HTMLElement): Promise<string[]> {
  const { violations } = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return violations.map((v) => v.id);
}

describe('the loading placeholders', () => {
  it.each([
    ['en', 'Loading'],
    ['bn', 'লোড হচ্ছে'],
  ] as const)('are named status regions in %s, which axe accepts', async (language, name) => {
    const { container } = renderPage(
      <>
        <CardGridSkeleton count={2} />
        <DetailSkeleton />
      </>,
      { language },
    );
    const regions = await screen.findAllByRole('status', { name });
    expect(regions).toHaveLength(2);
    regions.forEach((region) => expect(region).toHaveAttribute('aria-busy', 'true'));
    expect(await axeViolations(container)).toEqual([]);
  });
});
