import { hasIdentity } from '@tutorhub/contracts';
import { isEditable, replacesSlot, sideRefusal } from './verification-rules';

describe('isEditable', () => {
  it.each([
    ['draft', false, true],
    ['rejected', false, true],
    ['expired', false, true],
    ['submitted', false, false],
    ['submitted', true, false],
    ['approved', true, false],
    ['approved', false, true],
  ] as const)('%s with the badge %s: %s', (status, badge, editable) => {
    expect(isEditable(status, badge)).toBe(editable);
  });
});

describe('sideRefusal', () => {
  it('wants a side on identity documents and none on a certificate', () => {
    expect(sideRefusal('nid', 'front')).toBeNull();
    expect(sideRefusal('student-id', 'back')).toBeNull();
    expect(sideRefusal('certificate', null)).toBeNull();
    expect(sideRefusal('nid', null)?.code).toBe('verification.sideRequired');
    expect(sideRefusal('birth-certificate', null)?.code).toBe('verification.sideRequired');
    expect(sideRefusal('certificate', 'front')?.code).toBe('verification.sideNotAllowed');
  });
});

describe('hasIdentity', () => {
  it.each([
    [
      [
        { kind: 'nid', side: 'front' },
        { kind: 'nid', side: 'back' },
      ],
      true,
    ],
    [
      [
        { kind: 'birth-certificate', side: 'front' },
        { kind: 'birth-certificate', side: 'back' },
      ],
      true,
    ],
    [[{ kind: 'student-id', side: 'front' }], true],
    [[{ kind: 'nid', side: 'front' }], false],
    [
      [
        { kind: 'nid', side: 'front' },
        { kind: 'birth-certificate', side: 'back' },
      ],
      false,
    ],
    [[{ kind: 'student-id', side: 'back' }], false],
    [[{ kind: 'certificate', side: null }], false],
    [[], false],
  ] as const)('%j: %s', (documents, proves) => {
    expect(hasIdentity(documents)).toBe(proves);
  });
});

describe('replacesSlot', () => {
  it('replaces the same side of the same identity document, never a certificate', () => {
    expect(replacesSlot({ kind: 'nid', side: 'front' }, { kind: 'nid', side: 'front' })).toBe(true);
    expect(replacesSlot({ kind: 'nid', side: 'front' }, { kind: 'nid', side: 'back' })).toBe(false);
    expect(
      replacesSlot({ kind: 'certificate', side: null }, { kind: 'certificate', side: null }),
    ).toBe(false);
  });
});
