import { textWindows, windowsToRead } from './search-windows';

describe('textWindows', () => {
  it('cuts every distinct three-character window, in order', () => {
    expect(textWindows('house 1')).toEqual(['hou', 'ous', 'use', 'se ', 'e 1']);
    expect(textWindows('aaaa')).toEqual(['aaa']);
    expect(textWindows('ab')).toEqual([]);
  });
});

describe('windowsToRead', () => {
  const frequencies = {
    common: new Map([
      ['hou', 1],
      ['ous', 1],
      ['use', 1],
      ['se ', 1],
      ['e 1', 0.11],
      [' 12', 0.036],
    ]),
    rarest: 0.0068,
  };

  it('asks for the three rarest windows of the lower-cased term, unlisted ones first', () => {
    expect(windowsToRead('House 12,', frequencies)).toEqual(['12,', ' 12', 'e 1']);
  });

  it('asks for every window while no frequencies are known', () => {
    expect(windowsToRead('Road 7', undefined)).toEqual(['roa', 'oad', 'ad ', 'd 7']);
  });

  it('keeps LIKE wildcards as the characters they are', () => {
    expect(windowsToRead('50%_', undefined)).toEqual(['50%', '0%_']);
  });

  it('leaves terms it cannot cut as the database does to the trigram index', () => {
    expect(windowsToRead('ঢাকা', frequencies)).toBeUndefined();
    expect(windowsToRead('Café', frequencies)).toBeUndefined();
    expect(windowsToRead('ab', frequencies)).toBeUndefined();
  });
});
