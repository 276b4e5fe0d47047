import { Box, Container, Toolbar } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import Navbar from '../components/Navbar';
import { lazyWithStore } from './storeGate';

// Below the fold or invisible at first paint: loaded after the shell.
const Footer = lazyWithStore(() => import('../components/Footer'));
const AppToaster = lazy(() => import('../components/AppToaster'));

export default function RootLayout() {
  const navigation = useNavigation();
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
        <Outlet />
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
