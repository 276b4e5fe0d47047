import { Box, Container, Toolbar } from '@mui/material';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import Navbar, { type NavbarAccount } from '../components/Navbar';
import Footer from '../components/Footer';
import { useT } from '../i18n';
import { useToastsShown } from '../lib/toast';

// Loaded with the first toast.
const AppToaster = lazy(() => import('../components/AppToaster'));

/** The features' parts of the page frame, handed in by the router (shared code imports none). */
export interface ShellParts {
  account: NavbarAccount;
  /** The footer's newsletter form. */
  Newsletter: ComponentType;
  /**
   * Shown only once the API has refused the account; told whether the routed page must give
   * way to it.
   */
  SuspendedAccountNotice: ComponentType<{ onHidePage: (hide: boolean) => void }>;
}

export default function RootLayout({ shell }: { shell: ShellParts }) {
  const t = useT();
  const { SuspendedAccountNotice } = shell;
  const navigation = useNavigation();
  const [pageHidden, setPageHidden] = useState(false);
  const toastsShown = useToastsShown();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <a href="#main" className="skip-link">
        {t('common.skipLink')}
      </a>
      {/* Each boundary hydrates and commits on its own: no one long task for the whole page. */}
      <Suspense fallback={null}>
        <Navbar account={shell.account} />
      </Suspense>
      <Toolbar />
      {navigation.state === 'loading' && (
        <div className="route-progress" role="progressbar" aria-label={t('common.loadingPage')} />
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
        <Suspense fallback={null}>{!pageHidden && <Outlet />}</Suspense>
      </Container>
      <Footer Newsletter={shell.Newsletter} />
      {toastsShown && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
      <ScrollRestoration />
    </Box>
  );
}
