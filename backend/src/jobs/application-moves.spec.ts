import { APPLICATION_STATUSES, applicationMovesFor, coded } from '@tutorhub/contracts';
import { refusedApplicationMove } from './application-moves';

const owner = { owner: true, tutor: false };
const tutor = { owner: false, tutor: true };

describe('the application moves', () => {
  it('offers the owner and the tutor their moves from each status', () => {
    expect(applicationMovesFor('applied', 'owner')).toEqual(['shortlisted', 'rejected']);
    expect(applicationMovesFor('shortlisted', 'owner')).toEqual(['trial', 'hired', 'rejected']);
    expect(applicationMovesFor('trial', 'owner')).toEqual(['hired']);
    for (const from of ['applied', 'shortlisted', 'trial'] as const) {
      expect(applicationMovesFor(from, 'tutor')).toEqual(['withdrawn']);
    }
    for (const from of ['hired', 'rejected', 'withdrawn', 'closed'] as const) {
      expect([
        ...applicationMovesFor(from, 'owner'),
        ...applicationMovesFor(from, 'tutor'),
      ]).toEqual([]);
    }
  });

  it('refuses a move the table lacks by naming the current status', () => {
    for (const from of APPLICATION_STATUSES) {
      expect(refusedApplicationMove(from, 'applied', owner)).toEqual(
        coded('job.applicationIs', { status: from }),
      );
    }
  });

  it('refuses a move to the side that may not make it', () => {
    expect(refusedApplicationMove('applied', 'withdrawn', owner)).toEqual(
      coded('job.tutorWithdraws'),
    );
    expect(refusedApplicationMove('applied', 'shortlisted', tutor)).toEqual(
      coded('job.ownerMoves'),
    );
    expect(refusedApplicationMove('shortlisted', 'hired', owner)).toBeNull();
  });
});
