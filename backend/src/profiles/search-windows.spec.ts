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
      [', r', 1],
      [' ro', 1],
      ['roa', 1],
      ['oad', 1],
      ['ad ', 1],
      ['e 1', 0.11],
      ['2, ', 0.19],
      [' 12', 0.036],
      ['12,', 0.036],
      ['d 7', 0.026],
    ]),
    rarest: 0.0068,
  };

  it('asks for the windows fewer than half the rows hold, of the lower-cased term', () => {
    expect(windowsToRead('HOUSE 12, Road 7', frequencies)).toEqual([
      'e 1',
      ' 12',
      '12,',
      '2, ',
      'd 7',
    ]);
    expect(windowsToRead('Road 77', frequencies)).toEqual(['d 7', ' 77']);
  });

  it('asks for the rarest window alone when every window is common', () => {
    expect(windowsToRead('Road ', frequencies)).toEqual(['roa']);
    expect(windowsToRead('se 1', frequencies)).toEqual(['e 1']);
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
