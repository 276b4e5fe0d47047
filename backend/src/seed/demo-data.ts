/** The demo marketplace `npm start` seeds on the embedded default. */

/**
 * Sign-in accounts in the Auth emulator; the README lists them. Their uids are random, made by
 * the emulator when the seed first creates them, so nobody can guess one.
 */
export const DEMO_ADMIN = {
  email: 'admin@tutorhub.demo',
  password: 'tutorhub-admin',
  name: 'Demo Admin',
};
export const DEMO_TUTOR = {
  email: 'tutor@tutorhub.demo',
  password: 'tutorhub-demo',
  name: 'Ayesha Rahman',
};
export const DEMO_STUDENT = {
  email: 'student@tutorhub.demo',
  password: 'tutorhub-demo',
  name: 'Rahim Uddin',
  /** The student also signs in by this mobile number (the emulator shows the code). */
  phone: '+8801700000001',
};
export const DEMO_ACCOUNTS = [DEMO_ADMIN, DEMO_TUTOR, DEMO_STUDENT];

export const TEAM = [
  { name: 'Farhana Akter', role: 'Head of Tutor Success' },
  { name: 'Tanvir Hasan', role: 'Lead Engineer' },
  { name: 'Nusrat Jahan', role: 'Student Support' },
  { name: 'Rashed Karim', role: 'Founder & CEO' },
];

export const TUTORS: {
  name: string;
  study: string;
  subject: string;
  teachingSubject: string;
  salary: number;
  location: string;
  onlineOffline: 'online' | 'offline' | 'both';
}[] = [
  {
    name: 'Ayesha Rahman',
    study: 'University of Dhaka',
    subject: 'Physics',
    teachingSubject: 'Physics',
    salary: 8000,
    location: 'Dhanmondi, Dhaka',
    onlineOffline: 'both',
  },
  {
    name: 'Mahmud Hossain',
    study: 'BUET',
    subject: 'Chemical Engineering',
    teachingSubject: 'Chemistry',
    salary: 9000,
    location: 'Mirpur, Dhaka',
    onlineOffline: 'offline',
  },
  {
    name: 'Sadia Islam',
    study: 'BUET',
    subject: 'Computer Science and Engineering',
    teachingSubject: 'Mathematics',
    salary: 10000,
    location: 'Uttara, Dhaka',
    onlineOffline: 'online',
  },
  {
    name: 'Imran Chowdhury',
    study: 'University of Chittagong',
    subject: 'Zoology',
    teachingSubject: 'Biology',
    salary: 7000,
    location: 'Agrabad, Chattogram',
    onlineOffline: 'both',
  },
  {
    name: 'Tasnim Ahmed',
    study: 'Jahangirnagar University',
    subject: 'English',
    teachingSubject: 'English',
    salary: 6500,
    location: 'Savar, Dhaka',
    onlineOffline: 'online',
  },
  {
    name: 'Rafiq Uddin',
    study: 'Rajshahi University',
    subject: 'History',
    teachingSubject: 'History',
    salary: 5000,
    location: 'Rajshahi',
    onlineOffline: 'offline',
  },
  {
    name: 'Nabila Sultana',
    study: 'North South University',
    subject: 'Economics',
    teachingSubject: 'Economics',
    salary: 9500,
    location: 'Gulshan, Dhaka',
    onlineOffline: 'both',
  },
  {
    name: 'Arif Mahmud',
    study: 'SUST',
    subject: 'Computer Science',
    teachingSubject: 'Computer Science',
    salary: 12000,
    location: 'Sylhet',
    onlineOffline: 'online',
  },
  {
    name: 'Fatema Begum',
    study: 'Khulna University',
    subject: 'Environmental Science',
    teachingSubject: 'Environmental Science',
    salary: 6000,
    location: 'Khulna',
    onlineOffline: 'offline',
  },
  {
    name: 'Shakil Ahmed',
    study: 'University of Dhaka',
    subject: 'Accounting',
    teachingSubject: 'Accounting',
    salary: 8500,
    location: 'Motijheel, Dhaka',
    onlineOffline: 'both',
  },
  {
    name: 'Mim Akter',
    study: 'Dhaka University',
    subject: 'Statistics',
    teachingSubject: 'Statistics',
    salary: 7500,
    location: 'Mohammadpur, Dhaka',
    onlineOffline: 'online',
  },
  {
    name: 'Zahid Hasan',
    study: 'Chhayanaut',
    subject: 'Music',
    teachingSubject: 'Music',
    salary: 5500,
    location: 'Banani, Dhaka',
    onlineOffline: 'offline',
  },
  {
    name: 'Lamia Haque',
    study: 'BRAC University',
    subject: 'Business Administration',
    teachingSubject: 'Marketing',
    salary: 9000,
    location: 'Badda, Dhaka',
    onlineOffline: 'both',
  },
  {
    name: 'Kamrul Islam',
    study: 'University of Dhaka',
    subject: 'Fine Arts',
    teachingSubject: 'Fine Arts',
    salary: 6000,
    location: 'Shahbag, Dhaka',
    onlineOffline: 'offline',
  },
];

export const STUDENTS = [
  {
    name: 'Rahim Uddin',
    study: 'Dhaka College',
    subject: 'Science',
    location: 'New Market, Dhaka',
  },
  {
    name: 'Sumaiya Khan',
    study: 'Viqarunnisa Noon School',
    subject: 'Science',
    location: 'Bailey Road, Dhaka',
  },
  { name: 'Tamim Iqbal', study: 'Chittagong College', subject: 'Commerce', location: 'Chattogram' },
  {
    name: 'Anika Tabassum',
    study: 'Holy Cross College',
    subject: 'Humanities',
    location: 'Tejgaon, Dhaka',
  },
];

export const COURSES = [
  {
    courseName: 'HSC Physics Crash Course',
    duration: '3 months',
    amount: 4500,
    prerequisites: 'SSC Physics',
    targetAudience: 'HSC candidates',
    status: 'Accepted' as const,
  },
  {
    courseName: 'Spoken English for Beginners',
    duration: '8 weeks',
    amount: 3000,
    prerequisites: 'None',
    targetAudience: 'Anyone who wants to speak English confidently',
    status: 'Accepted' as const,
  },
  {
    courseName: 'Admission Test Mathematics',
    duration: '4 months',
    amount: 6000,
    prerequisites: 'HSC Mathematics',
    targetAudience: 'University admission candidates',
    status: 'Accepted' as const,
  },
  {
    courseName: 'Intro to Programming with Python',
    duration: '10 weeks',
    amount: 5000,
    prerequisites: 'Basic computer use',
    targetAudience: 'School and college students',
    status: 'Pending' as const,
  },
  {
    courseName: 'O Level Biology Revision',
    duration: '6 weeks',
    amount: 3500,
    prerequisites: 'O Level Biology syllabus',
    targetAudience: 'O Level candidates',
    status: 'Pending' as const,
  },
];

export const BLOGS = [
  {
    name: 'How to choose the right tutor',
    description:
      'Start with the subject and the exam you are preparing for, then compare teaching style, location and expected salary. A short trial session tells you more than any profile.',
  },
  {
    name: 'Five study habits for HSC success',
    description:
      'Plan your week, practise past papers, explain topics aloud, sleep well, and ask your tutor for feedback on every mock test.',
  },
  {
    name: 'Online or offline tuition?',
    description:
      'Online tuition saves travel time in Dhaka traffic; offline tuition helps younger students focus. Many Tutor Hub tutors offer both.',
  },
];

export const REVIEWS = [
  {
    message:
      'Found a great physics tutor near Dhanmondi within a day. My son’s grades went up in one term.',
    rating: 5,
  },
  {
    message: 'The subject tabs make it easy to compare tutors. Booking a trial was simple.',
    rating: 4,
  },
  { message: 'My English tutor is patient and always on time for our online sessions.', rating: 5 },
  {
    message: 'Good selection of tutors in Chattogram. I wish there were more evening slots.',
    rating: 4,
  },
  { message: 'The admission maths course was worth every taka.', rating: 5 },
  { message: 'Clear profiles with salary expectations: no awkward negotiations.', rating: 5 },
];
