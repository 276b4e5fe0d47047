import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CardList, { isListBusy } from './CardList';

const items = Array.from({ length: 7 }, (_, i) => ({ _id: `id-${i}`, name: `Card ${i}` }));

describe('CardList', () => {
  it('lays out the first row with the page, later cards only once they near the screen', () => {
    render(
      <CardList
        items={items}
        isLoading={false}
        isError={false}
        isFetching={false}
        onRetry={() => undefined}
        emptyTitle="Nothing here"
        emptyContent={null}
        renderCard={(item) => <article aria-label={item.name}>{item.name}</article>}
        pageCount={1}
        page={1}
        onPageChange={() => undefined}
      />,
    );
    const visibility = items.map((item) =>
      getComputedStyle(screen.getByLabelText(item.name).parentElement!).getPropertyValue(
        'content-visibility',
      ),
    );
    expect(visibility).toEqual(['visible', 'visible', 'visible', 'auto', 'auto', 'auto', 'auto']);
  });

  it("counts the previous filter's cards as busy until the new ones arrive", () => {
    const old = { items: [] };
    expect(
      isListBusy({ isFetching: false, isError: false, data: old, currentData: undefined }),
    ).toBe(true);
    expect(
      isListBusy({ isFetching: true, isError: false, data: old, currentData: undefined }),
    ).toBe(true);
    expect(isListBusy({ isFetching: false, isError: false, data: old, currentData: old })).toBe(
      false,
    );
    expect(
      isListBusy({ isFetching: false, isError: true, data: old, currentData: undefined }),
    ).toBe(false);
    expect(isListBusy({ isFetching: false, isError: false })).toBe(false);
  });
});
