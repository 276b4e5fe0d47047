import { ratingColumns } from './tutor-rating';

describe('ratingColumns', () => {
  it('stores no average while a tutor has no review', () => {
    expect(ratingColumns(0, 0)).toEqual({ ratingCount: 0, ratingAverage: null });
  });

  it.each([
    [1, 5, 5],
    [2, 9, 4.5],
    [3, 13, 4.3], // 4.333…
    [3, 14, 4.7], // 4.666…
    [4, 17, 4.3], // 4.25 rounds half up
    [4, 5, 1.3], // 1.25
    [6, 19, 3.2], // 3.1666…
  ])('%i reviews summing %i average %p', (count, sum, average) => {
    expect(ratingColumns(count, sum)).toEqual({ ratingCount: count, ratingAverage: average });
  });
});
