import { BLOG_FORM_MESSAGES, CONTACT_RULE_MESSAGES, MESSAGES } from '@tutorhub/contracts';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl, server } from '../../../test/server';
import { imageFile, renderPage } from '../../../test/utils';
import BlogPostPage from './BlogPostPage';

vi.mock('../../../lib/uploadImage', () => ({
  uploadImage: vi.fn(() => Promise.resolve('https://cdn.example.com/blog.png')),
}));

async function fill(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByLabelText('Title'), 'Study tips');
  await user.upload(screen.getByLabelText('Image'), imageFile());
  await user.type(screen.getByLabelText('Description'), 'Sleep well.');
  await user.click(screen.getByRole('button', { name: 'Post blog' }));
}

describe('BlogPostPage', () => {
  it('shows every required-field message for the empty form', async () => {
    const { user } = renderPage(<BlogPostPage />, { path: '/postBlog' });
    await user.click(screen.getByRole('button', { name: 'Post blog' }));
    for (const message of new Set(Object.values(BLOG_FORM_MESSAGES))) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('posts name, image and description only (author email is server-owned)', async () => {
    let body: unknown = null;
    server.use(
      http.post(apiUrl('postBlog'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ insertedId: 'b1' }, { status: 201 });
      }),
    );
    const { user } = renderPage(<BlogPostPage />, { path: '/postBlog' });
    await fill(user);
    expect(await screen.findByText(MESSAGES.blogPosted)).toBeInTheDocument();
    expect(body).toEqual({
      name: 'Study tips',
      image: 'https://cdn.example.com/blog.png',
      description: 'Sleep well.',
    });
    expect(screen.getByRole('link', { name: 'Read it' })).toHaveAttribute('href', '/getBlogs/b1');
  });

  it('shows the contact rule under the title and the text as the user types; posts nothing', async () => {
    const posted = vi.fn();
    server.use(
      http.post(apiUrl('postBlog'), () => {
        posted();
        return HttpResponse.json({ insertedId: 'b3' }, { status: 201 });
      }),
    );
    const { user } = renderPage(<BlogPostPage />, { path: '/postBlog' });
    await user.type(screen.getByLabelText('Title'), 't.me/rahim');
    await user.upload(screen.getByLabelText('Image'), imageFile());
    await user.type(screen.getByLabelText('Description'), 'a (at) gmail (dot) com');
    expect(screen.getAllByText(CONTACT_RULE_MESSAGES.contactDetails)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Post blog' }));
    expect(posted).not.toHaveBeenCalled();
  });

  it('reads in Bangla: labels, required-field messages and the posted note', async () => {
    server.use(
      http.post(apiUrl('postBlog'), () => HttpResponse.json({ insertedId: 'b2' }, { status: 201 })),
    );
    const { user } = renderPage(<BlogPostPage />, { path: '/postBlog', language: 'bn' });
    expect(screen.getByRole('heading', { name: 'ব্লগ লিখুন' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'ব্লগ পোস্টের ফর্ম' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ব্লগ পোস্ট করুন' }));
    expect(await screen.findByText('আপনার নাম লিখুন')).toBeInTheDocument();
    await user.type(screen.getByLabelText('শিরোনাম'), 'Study tips');
    await user.upload(screen.getByLabelText('ছবি'), imageFile());
    await user.type(screen.getByLabelText('লেখা'), 'Sleep well.');
    await user.click(screen.getByRole('button', { name: 'ব্লগ পোস্ট করুন' }));
    expect(await screen.findByText('ব্লগ সফলভাবে প্রকাশিত হয়েছে')).toBeInTheDocument();
    expect(screen.getByText(/আপনার পোস্ট প্রকাশিত হয়েছে।/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'পড়ে দেখুন' })).toHaveAttribute('href', '/getBlogs/b2');
  });

  it("says 'Something went worng' without an insertedId", async () => {
    server.use(http.post(apiUrl('postBlog'), () => HttpResponse.json({}, { status: 201 })));
    const { user } = renderPage(<BlogPostPage />, { path: '/postBlog' });
    await fill(user);
    expect(await screen.findByText(MESSAGES.blogPostFailed)).toBeInTheDocument();
  });
});
