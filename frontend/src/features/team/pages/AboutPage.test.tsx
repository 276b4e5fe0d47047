import type { TeamMember } from '../../../store/apiTypes';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, server } from '../../../test/server';
import { axeViolations } from '../../../test/axe';
import { renderPage, SIGNED_OUT } from '../../../test/utils';
import AboutPage, { MISSION, VISION_2025 } from './AboutPage';

const member = (i: number): TeamMember => ({
  _id: `m${i}`,
  Image: `https://cdn.example.com/m${i}.png`,
  Name: `Member ${i}`,
  Role: `Role ${i}`,
});

describe('AboutPage', () => {
  it('shows the fourth member first, then the first three; mission and vision', async () => {
    server.use(http.get(apiUrl('aboutUs'), () => HttpResponse.json([0, 1, 2, 3, 4].map(member))));
    renderPage(<AboutPage />, { auth: SIGNED_OUT });
    await screen.findByRole('heading', { name: 'Member 3' });
    const names = screen
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
      .filter((t) => t?.startsWith('Member'));
    expect(names).toEqual(['Member 3', 'Member 0', 'Member 1', 'Member 2']);
    expect(screen.getByText('Role 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Member 0 on LinkedIn' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
    expect(MISSION).toHaveLength(5);
    expect(VISION_2025).toHaveLength(6);
    expect(screen.getByRole('heading', { name: 'Tutor Hub Vision 2025' })).toBeInTheDocument();
    expect(document.title).toBe('About Us · Tutor Hub');
    expect(
      screen.getByText(
        'Connect every student with a tutor who fits their subject, schedule and budget.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1. Access for all' })).toBeInTheDocument();
    // The featured member's photo is the largest thing in view: fetched first; the rest wait.
    expect(screen.getByRole('img', { name: 'Photo of Member 3' })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    // Headings step down one level at a time: the members' names sit under the team's h1.
    expect(await axeViolations(document.body)).toEqual([]);
    expect(screen.getByRole('img', { name: 'Photo of Member 0' })).toHaveAttribute(
      'loading',
      'lazy',
    );
  });

  it('reads in Bangla, with Bengali digits in Vision 2025', async () => {
    server.use(http.get(apiUrl('aboutUs'), () => HttpResponse.json([0, 1, 2, 3].map(member))));
    renderPage(<AboutPage />, { auth: SIGNED_OUT, language: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'আমাদের টিম' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Member 3' });
    expect(screen.getByRole('link', { name: 'লিংকডইনে Member 0' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Member 0-এর ছবি' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'আমাদের লক্ষ্য' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tutor Hub ভিশন ২০২৫' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '১. সবার জন্য সুযোগ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '৬. আজীবন শেখা' })).toBeInTheDocument();
    expect(document.title).toBe('আমাদের সম্পর্কে · Tutor Hub');
  });

  it('says the team is coming soon when there is none yet, in Bangla too', async () => {
    server.use(http.get(apiUrl('aboutUs'), () => HttpResponse.json([])));
    renderPage(<AboutPage />, { auth: SIGNED_OUT, language: 'bn' });
    expect(
      await screen.findByText('শিগগিরই এখানে আমাদের টিমের পরিচয় দেওয়া হবে।'),
    ).toBeInTheDocument();
  });
});
