import type { Blog } from '../../../store/apiTypes';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, server } from '../../../test/server';
import { renderPage, SIGNED_OUT } from '../../../test/utils';
import BlogSection from './BlogSection';

const blog = (i: number): Blog => ({
  _id: `b${i}`,
  name: `Post ${i}`,
  image: `https://cdn.example.com/b${i}.png`,
  description: `Text ${i}`,
  publishedAt: '2024-05-01T10:05:00Z',
  publishedDate: '5/1/2024',
  time: '4:05:00 PM',
});

function renderSection(language: 'en' | 'bn', posts: Blog[]) {
  server.use(http.get(apiUrl('getBlogs'), () => HttpResponse.json(posts)));
  return renderPage(<BlogSection />, { auth: SIGNED_OUT, language });
}

const headings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('BlogSection', () => {
  it('shows two posts with their dates; See More shows the rest, Show Less goes back', async () => {
    const { user } = renderSection('en', [1, 2, 3].map(blog));
    expect(screen.getByRole('region', { name: 'From our blog' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Post 1' });
    expect(headings()).toEqual(['Post 1', 'Post 2']);
    expect(screen.getAllByText('5/1/2024')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'See More' }));
    expect(headings()).toEqual(['Post 1', 'Post 2', 'Post 3']);
    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(headings()).toEqual(['Post 1', 'Post 2']);
  });

  it('reads in Bangla, with dates in Bengali digits', async () => {
    const { user } = renderSection('bn', [1, 2, 3].map(blog));
    expect(screen.getByRole('region', { name: 'আমাদের ব্লগ থেকে' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Post 1' });
    expect(screen.getAllByText('১ মে, ২০২৪')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'আরও দেখুন' }));
    expect(headings()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'কম দেখুন' })).toBeInTheDocument();
  });

  it('says so when there is no post yet', async () => {
    renderSection('en', []);
    expect(await screen.findByText('No blog posts yet.')).toBeInTheDocument();
  });

  it('says so in Bangla when there is no post yet', async () => {
    renderSection('bn', []);
    expect(await screen.findByText('এখনও কোনো ব্লগ পোস্ট নেই।')).toBeInTheDocument();
  });
});
