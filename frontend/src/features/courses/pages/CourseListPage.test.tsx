import type { Course } from '../../../store/apiTypes';
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
    // The first (here the only) card's picture is the page's main one: fetched at once.
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('reads in Bangla, with the fee in Bengali digits', async () => {
    server.use(
      http.get(apiUrl('getCourse'), () =>
        HttpResponse.json([course], { headers: { 'X-Total-Count': '1' } }),
      ),
    );
    renderPage(<CourseListPage />, { path: '/course', language: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'কোর্সসমূহ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'কোর্স পোস্ট করুন' })).toHaveAttribute(
      'href',
      '/coursePost',
    );
    const card = (await screen.findByRole('heading', { name: 'Music Theory' })).closest('article')!;
    expect(card).toHaveTextContent('ফি: ৳৩,০০০');
    expect(card).toHaveTextContent('মেয়াদ: 6 weeks');
    expect(card).toHaveTextContent('কাদের জন্য: Beginners');
    expect(screen.getByRole('link', { name: 'Music Theory কোর্সের বিস্তারিত' })).toHaveAttribute(
      'href',
      '/getCourse/c9',
    );
    expect(document.title).toBe('কোর্সসমূহ · Tutor Hub');
  });

  it('shows an empty state', async () => {
    server.use(http.get(apiUrl('getCourse'), () => HttpResponse.json([])));
    renderPage(<CourseListPage />, { path: '/course' });
    expect(await screen.findByText('No courses yet.')).toBeInTheDocument();
  });

  it('shows the empty state in Bangla', async () => {
    server.use(http.get(apiUrl('getCourse'), () => HttpResponse.json([])));
    renderPage(<CourseListPage />, { path: '/course', language: 'bn' });
    expect(await screen.findByText('এখনও কোনো কোর্স নেই।')).toBeInTheDocument();
  });
});
