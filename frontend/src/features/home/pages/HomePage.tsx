import { Box, Stack } from '@mui/material';
import { Suspense } from 'react';
import { lazyWithStore } from '../../../store/storeGate';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import Hero from '../components/Hero';

// The hero is the first paint; the sections below the fold (which read the store and pull in
// cards, accordions and the review form) load right after it. Which hero (a visitor's welcome or
// a member's next steps) depends on the session in the store: rendered with it in the page, and
// the visitor's until then in the browser.
const HomeStart = lazyWithStore(() => import('../components/HomeStart'));
const HomeSections = lazyWithStore(() => import('../components/HomeSections'));

export default function HomePage() {
  useDocumentTitle();
  return (
    <Stack spacing={{ xs: 6, md: 8 }}>
      <Suspense fallback={<Hero />}>
        <HomeStart />
      </Suspense>
      <Suspense fallback={<Box aria-busy="true" sx={{ minHeight: '100vh' }} />}>
        <HomeSections />
      </Suspense>
    </Stack>
  );
}
