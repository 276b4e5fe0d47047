import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { toast, useToastsShown } from './toast';

const AppToaster = lazy(() => import('../components/AppToaster'));

/** As the page frame does: the toaster renders from the first toast on. */
function Frame() {
  const shown = useToastsShown();
  return (
    <>
      <p>{shown ? 'toaster on' : 'no toaster'}</p>
      {shown && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </>
  );
}

describe('toasts', () => {
  it('render no toaster until the first toast, then show it and the next ones', async () => {
    render(<Frame />);
    expect(screen.getByText('no toaster')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    toast.success('Profile updated');
    expect(await screen.findByText('toaster on')).toBeInTheDocument();
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();

    toast.error('Something went wrong');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
