import { AppBar, Toolbar, Typography } from '@mui/material';
import { SITE } from '@tutorhub/contracts';
import { useT } from '../i18n';

/** Shown while the first route module loads. */
export default function HydrateFallback() {
  const t = useT();
  return (
    <>
      <AppBar position="fixed">
        <Toolbar>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {SITE.name}
          </Typography>
        </Toolbar>
      </AppBar>
      <Toolbar />
      <div className="route-progress" role="progressbar" aria-label={t('common.loadingPage')} />
    </>
  );
}
