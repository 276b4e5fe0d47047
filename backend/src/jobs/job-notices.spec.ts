import { moveNotice, receivedNotice } from './job-notices';
import { moveNotices, requestNotices } from '../hires/hire-notices';

const job = { id: 'job-1', ownerId: 'owner-1', subject: 'English', classLevel: 'Class 8' };
const application = { id: 'app-1', tutorId: 'tutor-1', expectedSalary: 5500, trialAt: null };
const names = { owner: 'Sam', tutor: 'Tania' };

// The sender is what lets a block or a suspension hold a notice back (NotificationsService).
describe('who a notice is from', () => {
  it('names the tutor as the sender of an application and a withdrawal, the owner of every other move', () => {
    expect(receivedNotice(job, application, 'Tania')).toMatchObject({
      userId: 'owner-1',
      fromId: 'tutor-1',
    });
    expect(moveNotice(job, application, 'withdrawn', names)).toMatchObject({
      userId: 'owner-1',
      fromId: 'tutor-1',
    });
    for (const to of ['shortlisted', 'trial', 'hired', 'rejected', 'closed'] as const) {
      expect([to, moveNotice(job, application, to, names)]).toMatchObject([
        to,
        { userId: 'tutor-1', fromId: 'owner-1' },
      ]);
    }
  });

  it("names the mover of a hire as the sender, and no one for an admin's end", () => {
    const hire = {
      id: 'hire-1',
      subject: 'Physics',
      classLevel: 'Class 9',
      daysPerWeek: 3,
      salary: 8000,
      tutor: { id: 'tutor-1', name: 'Tania' },
      student: { id: 'student-1', name: 'Sam' },
    };
    const tutor = { tutor: true, student: false, admin: false };
    const student = { tutor: false, student: true, admin: false };
    const admin = { tutor: false, student: false, admin: true };
    expect(requestNotices(hire)).toMatchObject([{ userId: 'tutor-1', fromId: 'student-1' }]);
    expect(moveNotices(hire, 'accepted', null, tutor)).toMatchObject([
      { userId: 'student-1', fromId: 'tutor-1' },
    ]);
    expect(moveNotices(hire, 'cancelled', null, student)).toMatchObject([
      { userId: 'tutor-1', fromId: 'student-1' },
    ]);
    expect(moveNotices(hire, 'ended', null, admin)).toEqual([
      expect.objectContaining({ userId: 'tutor-1', fromId: null }),
      expect.objectContaining({ userId: 'student-1', fromId: null }),
    ]);
  });
});
