import { apiCall, createEmulatorAccount, exchangeApiToken, uploadImage } from './api';
import { uniqueEmail, uniqueSuffix, type Credentials } from './env';

/** A tutor and a student of this test's own, registered through the API. */
export async function registerPair() {
  const suffix = uniqueSuffix();
  const tutorAccount = await createEmulatorAccount(uniqueEmail('hire-tutor'));
  const studentAccount = await createEmulatorAccount(uniqueEmail('hire-student'));
  const uploadToken = await exchangeApiToken(tutorAccount.idToken, tutorAccount.email);
  const tutorName = `Hiring Tutor ${suffix}`;
  const studentName = `Hiring Student ${suffix}`;
  const tutorPhone = '01712345678';
  const { insertedId: tutorId } = await apiCall<{ insertedId: string }>(
    'POST',
    '/api/tutorInfo',
    tutorAccount.idToken,
    {
      role: 'tutor',
      name: tutorName,
      image: await uploadImage(uploadToken),
      email: tutorAccount.email,
      number: tutorPhone,
      study: 'University of Dhaka',
      subject: 'Physics',
      teachingSubject: 'Physics',
      salary: 7000,
      location: 'Dhanmondi, Dhaka',
      onlineOffline: 'online',
    },
  );
  await apiCall('POST', '/api/studentInfo', studentAccount.idToken, {
    role: 'student',
    name: studentName,
    image: await uploadImage(uploadToken),
    email: studentAccount.email,
    number: '01898765432',
    study: 'Dhaka College',
    subject: 'Science',
    location: 'Mirpur, Dhaka',
  });
  const credentials = (a: Credentials) => ({ email: a.email, password: a.password });
  return {
    tutor: { ...credentials(tutorAccount), id: tutorId, name: tutorName, phone: tutorPhone },
    student: { ...credentials(studentAccount), name: studentName },
  };
}
