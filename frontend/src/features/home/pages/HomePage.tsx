import { Box, Stack } from '@mui/material';
import { Suspense } from 'react';
import { lazyWithStore } from '../../../store/storeGate';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import Hero from '../components/Hero';

// The hero is the first paint; the sections below the fold (which read the store and pull in
// cards, accordions and the review form) load right after it.
const HomeSections = lazyWithStore(() => import('../components/HomeSections'));

export default function HomePage() {
  useDocumentTitle();
  return (
    <Stack spacing={{ xs: 6, md: 8 }}>
      <Hero />
      <Suspense fallback={<Box aria-busy="true" sx={{ minHeight: '100vh' }} />}>
        <HomeSections />
      </Suspense>
    </Stack>
  );
}
