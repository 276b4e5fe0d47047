import { http } from './support/app';
import { targetForFile } from './support/file-setup';
import { moveHire, newStudent, newTutor, requestHire } from './support/hires';
import { authHeader, signInAdmin } from './support/identities';
import { applicationIn, openJob } from './support/jobs';

// In-process: SERVICE_CHARGE_PERCENT is read when the app boots.
describe('charges: SERVICE_CHARGE_PERCENT=0 turns the fee off', () => {
  const { target } = targetForFile({ SERVICE_CHARGE_PERCENT: '0' });

  it('charges nothing on an accepted request nor on a hired application', async () => {
    const [student, tutor, admin] = await Promise.all([
      newStudent(target),
      newTutor(target),
      signInAdmin(target),
    ]);
    const hireId = await requestHire(target, student, tutor);
    await moveHire(target, tutor, hireId, 'accepted').expect(200);
    const [owner, hired] = await Promise.all([newStudent(target), newTutor(target)]);
    await applicationIn(
      target,
      { owner, tutor: hired },
      await openJob(target, owner, admin),
      'hired',
    );
    for (const who of [tutor, hired]) {
      const res = await http(target).get('/api/charges/mine').set(authHeader(who)).expect(200);
      expect(res.body).toEqual([]);
    }
  });
});
