import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SiteImage, { SiteAvatar } from './SiteImage';

const KEY = 'ab'.repeat(32);
const STORED = `/media/${KEY}.webp`;
const copy = (width: number) => `/media/${KEY}-${width}.webp`;

describe('SiteImage', () => {
  it('offers the width copies of a stored image, and the image itself as the widest', () => {
    render(<SiteImage src={STORED} alt="Photo of Rahim" width={400} height={300} />);
    const img = screen.getByRole('img', { name: 'Photo of Rahim' });

    expect(img).toHaveAttribute('src', STORED);
    expect(img).toHaveAttribute(
      'srcset',
      `${copy(96)} 96w, ${copy(320)} 320w, ${copy(480)} 480w, ${copy(640)} 640w, ${copy(960)} 960w, ${STORED} 1600w`,
    );
    expect(img).toHaveAttribute('sizes', '(max-width: 400px) 100vw, 400px');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('derives the copies of an image in the object store too', () => {
    const url = `https://cdn.example.com/tutorhub/${KEY}.webp`;
    render(<SiteImage src={url} alt="" width={600} height={300} sizes="50vw" />);
    const img = screen.getByRole('presentation');
    expect(img.getAttribute('srcset')).toContain(
      `https://cdn.example.com/tutorhub/${KEY}-320.webp 320w`,
    );
    expect(img).toHaveAttribute('sizes', '50vw');
  });

  it.each([
    ['an outside host', 'https://i.ibb.co/x/photo.jpg'],
    ['a hash-like name that is not a stored key', `/media/${KEY}.png`],
    ['a copy, not an image', copy(320)],
  ])('gives %s no srcset', (_, src) => {
    render(<SiteImage src={src} alt="Cover" width={600} height={300} />);
    const img = screen.getByRole('img', { name: 'Cover' });
    expect(img).toHaveAttribute('src', src);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('falls back to the image alone, then to a neutral frame, when loading fails', () => {
    render(<SiteImage src={STORED} alt="Photo of Rahim" width={400} height={300} />);
    const img = screen.getByRole('img', { name: 'Photo of Rahim' });

    fireEvent.error(img);
    expect(img).toHaveAttribute('src', STORED);
    expect(img).not.toHaveAttribute('srcset');

    fireEvent.error(img);
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('data-fallback', 'true');
    // The frame keeps the image's place and its text.
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAccessibleName('Photo of Rahim');
  });

  it('shows the frame after one failure of an outside image, and for no image at all', () => {
    const { rerender } = render(
      <SiteImage src="https://i.ibb.co/x/gone.jpg" alt="Cover" width={600} height={300} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Cover' }));
    expect(screen.getByRole('img', { name: 'Cover' }).getAttribute('src')).toMatch(/^data:/);

    rerender(<SiteImage src={null} alt="Cover" width={600} height={300} />);
    expect(screen.getByRole('img', { name: 'Cover' }).getAttribute('src')).toMatch(/^data:/);
  });

  it('tries a new image again after the old one failed', () => {
    const { rerender } = render(
      <SiteImage src="https://i.ibb.co/x/gone.jpg" alt="Cover" width={600} height={300} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Cover' }));
    rerender(<SiteImage src={STORED} alt="Cover" width={600} height={300} />);
    expect(screen.getByRole('img', { name: 'Cover' })).toHaveAttribute('src', STORED);
  });

  it('loads the main picture of a page at once and first', () => {
    render(<SiteImage src={STORED} alt="Hero" width={400} height={400} priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});

describe('SiteAvatar', () => {
  it('asks for the copy that fits its size', () => {
    render(<SiteAvatar src={STORED} alt="Sam" size={36} />);
    const img = screen.getByRole('img', { name: 'Sam' });
    expect(img).toHaveAttribute('sizes', '36px');
    expect(img.getAttribute('srcset')).toContain(`${copy(96)} 96w`);
    expect(img).toHaveAttribute('width', '36');
  });

  it('shows its initial instead of a broken picture', () => {
    render(
      <SiteAvatar src="https://example.com/gone.png" alt="Sam">
        S
      </SiteAvatar>,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Sam' }));
    expect(screen.queryByRole('img', { name: 'Sam' })).not.toBeInTheDocument();
    expect(screen.getByText('S')).toBeVisible();
  });

  it('shows a neutral person when there is no picture and no initial', () => {
    const { container } = render(<SiteAvatar src={undefined} alt="Sam" />);
    expect(screen.queryByRole('img', { name: 'Sam' })).not.toBeInTheDocument();
    expect(container.querySelector('[data-testid="PersonIcon"]')).toBeInTheDocument();
  });
});
