import type { Blog } from '../../../store/apiTypes';
import { NOT_FOUND } from '@tutorhub/contracts';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, server } from '../../../test/server';
import { renderPage } from '../../../test/utils';
import BlogDetailPage from './BlogDetailPage';

const blog: Blog = {
  _id: 'b3',
  name: 'Exam week',
  image: 'https://cdn.example.com/b3.png',
  description: 'Plan each day.',
  // 4:05 PM on 1 May 2024 in Dhaka (UTC+6), as the API's texts say.
  publishedAt: '2024-05-01T10:05:00Z',
  publishedDate: '5/1/2024',
  time: '4:05:00 PM',
};

function renderBlog(language: 'en' | 'bn', id = 'b3') {
  return renderPage(<BlogDetailPage />, {
    path: '/getBlogs/:id',
    route: `/getBlogs/${id}`,
    language,
  });
}

describe('BlogDetailPage', () => {
  it("shows the post with the API's publication date and time", async () => {
    server.use(http.get(apiUrl('getBlogs/b3'), () => HttpResponse.json(blog)));
    renderBlog('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Exam week' })).toBeInTheDocument();
    expect(screen.getByText('Published 5/1/2024 at 4:05:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Plan each day.')).toBeInTheDocument();
    expect(document.title).toBe('Exam week · Tutor Hub');
    // The post's picture is the page's largest content: fetched at once, ahead of the rest.
    const picture = document.querySelector('article img');
    expect(picture).toHaveAttribute('src', blog.image);
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
  });

  it('reads in Bangla: the date and time in the site time zone, in Bengali digits', async () => {
    server.use(http.get(apiUrl('getBlogs/b3'), () => HttpResponse.json(blog)));
    renderBlog('bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'Exam week' })).toBeInTheDocument();
    const stamp = screen.getByText(/^প্রকাশিত: /);
    expect(stamp).toHaveTextContent(/১ মে, ২০২৪/);
    expect(stamp).toHaveTextContent(/১৬:০৫/);
    expect(stamp.textContent).not.toMatch(/\d/);
  });

  it('says the post is not found, in Bangla too', async () => {
    server.use(
      http.get(apiUrl('getBlogs/gone'), () =>
        HttpResponse.json(
          { statusCode: 404, error: 'Not Found', message: NOT_FOUND.blog },
          { status: 404 },
        ),
      ),
    );
    renderBlog('bn', 'gone');
    expect(await screen.findByRole('heading', { name: 'ব্লগ পাওয়া যায়নি' })).toBeInTheDocument();
    expect(document.title).toBe('পাওয়া যায়নি · Tutor Hub');
  });
});
