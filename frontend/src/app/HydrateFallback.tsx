import { AppBar, Toolbar, Typography } from '@mui/material';
import { SITE } from '@tutorhub/contracts';

/** Shown while the first route module loads. */
export default function HydrateFallback() {
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
      <div className="route-progress" role="progressbar" aria-label="Loading page" />
    </>
  );
}
