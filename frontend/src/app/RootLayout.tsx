import { Box, Container, Toolbar } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import Navbar from '../components/Navbar';
import { lazyWithStore } from './storeGate';

// Below the fold or invisible at first paint: loaded after the shell.
const Footer = lazyWithStore(() => import('../components/Footer'));
const AppToaster = lazy(() => import('../components/AppToaster'));
// Shown only once the API has refused the account; never needed for the first paint.
const SuspendedAccountNotice = lazyWithStore(
  () => import('../features/auth/components/SuspendedAccountNotice'),
);

export default function RootLayout() {
  const navigation = useNavigation();
  const [pageHidden, setPageHidden] = useState(false);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Navbar />
      <Toolbar />
      {navigation.state === 'loading' && (
        <div className="route-progress" role="progressbar" aria-label="Loading page" />
      )}
      <Container
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flexGrow: 1, py: { xs: 3, md: 5 }, outline: 'none' }}
      >
        <Suspense fallback={null}>
          <SuspendedAccountNotice onHidePage={setPageHidden} />
        </Suspense>
        {!pageHidden && <Outlet />}
      </Container>
      <Suspense fallback={<Box sx={{ minHeight: 240, bgcolor: 'grey.900', mt: 8 }} />}>
        <Footer />
      </Suspense>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
      <ScrollRestoration />
    </Box>
  );
}
