import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderPage } from '../test/utils';
import { CardGridSkeleton, DetailSkeleton } from './PageStates';

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
