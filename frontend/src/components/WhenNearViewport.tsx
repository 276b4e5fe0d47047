import { Box, type SxProps, type Theme } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../lib/useHydrated';

/**
 * Renders `children` once their place comes within 200 px of the viewport; until then an empty
 * box (`sx`) keeps the space. Keeps below-the-fold parts (and their code) out of the first load.
 * Without IntersectionObserver (old browsers, jsdom) the children render at once.
 */
export default function WhenNearViewport({
  children,
  sx,
}: {
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const placeholder = useRef<HTMLDivElement>(null);
  // A prerendered page has the placeholder in its HTML (Node cannot tell what is near the
  // viewport): it hydrates as such, then the observer decides.
  const hydrated = useHydrated();
  const [near, setNear] = useState(() => hydrated && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <Box ref={placeholder} sx={sx} />;
}
