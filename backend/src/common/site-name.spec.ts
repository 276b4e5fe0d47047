import { imitatesSite } from './site-name';

describe('imitatesSite', () => {
  it.each([
    'Tutor Hub',
    'TutorHub',
    'Tutor Hub Support',
    'tutor-hub team',
    'T u t o r H u b',
    'Admin',
    'Rahim (Admin)',
    'Adm1n Desk',
    'Supp0rt',
    'SUPPORT',
    'Site Moderator',
    'Administrator',
    'টিউটর হাব',
    'টিউটর হাব সাপোর্ট',
    'অ্যাডমিন',
    'এডমিন রহিম',
    'মডারেটর',
  ])('refuses %j', (name) => {
    expect(imitatesSite(name)).toBe(true);
  });

  it.each([
    'Rahim Uddin',
    'Badminton Coach Karim',
    'Supporter of Science',
    'Adminul Islam',
    'Hubert Tutorson',
    'রহিম উদ্দিন',
    'আয়েশা রহমান',
  ])('lets %j through', (name) => {
    expect(imitatesSite(name)).toBe(false);
  });
});
