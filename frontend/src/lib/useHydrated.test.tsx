import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './useHydrated';

function Probe() {
  return <p>{useHydrated() ? 'running' : 'prerendered'}</p>;
}

describe('useHydrated', () => {
  it('is false in the HTML built ahead', () => {
    expect(renderToString(<Probe />)).toContain('prerendered');
  });

  it('is true in a page the app renders itself', () => {
    render(<Probe />);
    expect(screen.getByText('running')).toBeInTheDocument();
  });

  it('hydrates the HTML as it was, then turns true, without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(container.textContent).toBe('running');
    expect(errors).toEqual([]);
    container.remove();
  });
});
