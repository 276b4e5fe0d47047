import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import StarRating from './StarRating';

/** The row of filled stars drawn over the outlined one. */
const filledRow = (star: HTMLElement) => star.querySelector<HTMLElement>('[aria-hidden]:not(svg)')!;

describe('StarRating', () => {
  it('is one image named by its label, filled up to a fractional value', () => {
    render(<StarRating value={4.7} max={5} label="Rated 4.7 out of 5" />);
    const star = screen.getByRole('img', { name: 'Rated 4.7 out of 5' });
    expect(filledRow(star).style.width).toBe('94%');
    expect(star.querySelectorAll('svg')).toHaveLength(10);
  });

  it('keeps the fill inside the row for values outside 0 to max', () => {
    const { rerender } = render(<StarRating value={7} max={5} label="over" />);
    expect(filledRow(screen.getByRole('img', { name: 'over' })).style.width).toBe('100%');
    rerender(<StarRating value={-1} max={5} label="under" />);
    expect(filledRow(screen.getByRole('img', { name: 'under' })).style.width).toBe('0%');
  });

  it('draws five stars in a few elements, not the ten-per-star of a value to a tenth', () => {
    const { container } = render(<StarRating value={3.3} max={5} label="Rated 3.3" />);
    expect(container.querySelectorAll('*').length).toBeLessThanOrEqual(24);
  });
});
