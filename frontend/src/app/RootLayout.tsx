import { Box, Container, Toolbar } from '@mui/material';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { LinearProgress } from '@mui/material';
import AppToaster from '../components/AppToaster';
import Footer from '../components/Footer';
import Navbar from '../components/Navbar';

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
        <LinearProgress
          aria-label="Loading page"
          sx={{ position: 'fixed', top: { xs: 56, sm: 64 }, left: 0, right: 0, zIndex: 1200 }}
        />
      )}
      <Container component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, py: { xs: 3, md: 5 } }}>
        <Outlet />
      </Container>
      <Footer />
      <AppToaster />
      <ScrollRestoration />
    </Box>
  );
}
