import type { Course } from '../../../store/apiTypes';
import { NOT_FOUND } from '@tutorhub/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, server } from '../../../test/server';
import { axeViolations } from '../../../test/axe';
import { renderPage } from '../../../test/utils';
import CourseDetailPage from './CourseDetailPage';

const course: Course = {
  _id: 'c5',
  courseName: 'Chemistry Basics',
  image: 'https://cdn.example.com/c5.png',
  email: 'chem@example.com',
  number: '01722222222',
  description: 'Atoms and bonds.',
  duration: '2 months',
  amount: 12500,
  prerequisites: 'SSC',
  targetAudience: 'Class 9-10',
  status: 'Accepted',
  createdAt: '',
};

function renderCourse(language: 'en' | 'bn') {
  server.use(http.get(apiUrl('getCourse/c5'), () => HttpResponse.json(course)));
  return renderPage(<CourseDetailPage />, {
    path: '/getCourse/:id',
    route: '/getCourse/c5',
    language,
  });
}

describe('CourseDetailPage', () => {
  it('shows the course and how to enroll', async () => {
    const { user } = renderCourse('en');
    const article = (await screen.findByRole('heading', { name: 'Chemistry Basics' })).closest(
      'article',
    )!;
    expect(article).toHaveTextContent('Amount12500 BDT');
    expect(article).toHaveTextContent('Target audienceClass 9-10');
    expect(within(article).getByRole('heading', { name: 'Description' })).toBeInTheDocument();
    // The course's picture is the page's largest content: fetched at once, ahead of the rest.
    const picture = article.querySelector('img');
    expect(picture).toHaveAttribute('src', course.image);
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    // The course's facts are a well-formed description list (each term beside its value).
    expect(await axeViolations(article)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Enroll Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enroll in Chemistry Basics' });
    expect(within(dialog).getByRole('link', { name: 'Email chem@example.com' })).toHaveAttribute(
      'href',
      `mailto:chem@example.com?subject=${encodeURIComponent('Enroll: Chemistry Basics')}`,
    );
    expect(within(dialog).getByRole('link', { name: 'Call 01722222222' })).toHaveAttribute(
      'href',
      'tel:01722222222',
    );
  });

  it('reads in Bangla, with the fee in Bengali digits', async () => {
    const { user } = renderCourse('bn');
    const article = (await screen.findByRole('heading', { name: 'Chemistry Basics' })).closest(
      'article',
    )!;
    expect(article).toHaveTextContent('ফি৳১২,৫০০');
    expect(article).toHaveTextContent('কাদের জন্যClass 9-10');
    expect(within(article).getByRole('heading', { name: 'বিবরণ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'এখনই ভর্তি হোন' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chemistry Basics কোর্সে ভর্তি' });
    expect(
      within(dialog).getByRole('link', { name: 'ইমেইল করুন: chem@example.com' }),
    ).toHaveAttribute(
      'href',
      `mailto:chem@example.com?subject=${encodeURIComponent('ভর্তি: Chemistry Basics')}`,
    );
    expect(within(dialog).getByRole('button', { name: 'বন্ধ করুন' })).toBeInTheDocument();
  });

  it('says the course is not found, in Bangla too', async () => {
    server.use(
      http.get(apiUrl('getCourse/gone'), () =>
        HttpResponse.json(
          { statusCode: 404, error: 'Not Found', message: NOT_FOUND.course },
          { status: 404 },
        ),
      ),
    );
    renderPage(<CourseDetailPage />, {
      path: '/getCourse/:id',
      route: '/getCourse/gone',
      language: 'bn',
    });
    expect(await screen.findByRole('heading', { name: 'কোর্স পাওয়া যায়নি' })).toBeInTheDocument();
    expect(document.title).toBe('পাওয়া যায়নি · Tutor Hub');
  });
});
