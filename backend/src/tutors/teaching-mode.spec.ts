import { modesServing, normaliseTeachingMode } from './teaching-mode';

describe('normaliseTeachingMode', () => {
  it.each([
    ['online', 'online'],
    [' Online ', 'online'],
    ['OFFLINE', 'offline'],
    ['both', 'both'],
    ['Hybrid', 'both'],
    ['Online & Offline', 'both'],
    ['online/offline', 'both'],
    ['online or offline', 'both'],
    ['Offline, Online', 'both'],
    ['online + offline', 'both'],
    ['online online', 'online'],
  ])('reads %p as %p', (text, mode) => {
    expect(normaliseTeachingMode(text)).toBe(mode);
  });

  it.each([
    [''],
    ['  '],
    ['sometimes'],
    ['online and elsewhere'],
    ['constructor'],
    ['onlineoffline'],
    ['and'],
  ])('refuses %p', (text) => {
    expect(normaliseTeachingMode(text)).toBeNull();
  });
});

describe('modesServing', () => {
  it('lets online and offline searches find tutors teaching both', () => {
    expect(modesServing('online')).toEqual(['online', 'both']);
    expect(modesServing('offline')).toEqual(['offline', 'both']);
    expect(modesServing('both')).toEqual(['both']);
  });
});
