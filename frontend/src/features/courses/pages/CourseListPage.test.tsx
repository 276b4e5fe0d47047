import type { Course } from '../../../app/apiTypes';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, server } from '../../../test/server';
import { renderPage } from '../../../test/utils';
import CourseListPage from './CourseListPage';

const course: Course = {
  _id: 'c9',
  courseName: 'Music Theory',
  image: 'https://cdn.example.com/c9.png',
  email: 'm@example.com',
  number: '01700000000',
  description: 'd',
  duration: '6 weeks',
  amount: 3000,
  prerequisites: 'None',
  targetAudience: 'Beginners',
  status: 'Accepted',
  createdAt: '',
};

describe('CourseListPage', () => {
  it('shows course cards with a Details link and the post button', async () => {
    server.use(
      http.get(apiUrl('getCourse'), () =>
        HttpResponse.json([course], { headers: { 'X-Total-Count': '1' } }),
      ),
    );
    renderPage(<CourseListPage />, { path: '/course' });
    expect(screen.getByRole('link', { name: 'Post a course' })).toHaveAttribute(
      'href',
      '/coursePost',
    );
    expect(await screen.findByRole('heading', { name: 'Music Theory' })).toBeInTheDocument();
    expect(screen.getByText('6 weeks')).toBeInTheDocument();
    expect(screen.getByText('3000 BDT')).toBeInTheDocument();
    expect(screen.getByText('None')).toBeInTheDocument();
    expect(screen.getByText('Beginners')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Details of Music Theory' })).toHaveAttribute(
      'href',
      '/getCourse/c9',
    );
    const img = document.querySelector('article img')!;
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('shows an empty state', async () => {
    server.use(http.get(apiUrl('getCourse'), () => HttpResponse.json([])));
    renderPage(<CourseListPage />, { path: '/course' });
    expect(await screen.findByText('No courses yet.')).toBeInTheDocument();
  });
});
