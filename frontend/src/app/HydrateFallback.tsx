import { AppBar, Box, Container, Skeleton, Toolbar, Typography } from '@mui/material';
import { SITE } from '@tutorhub/contracts';

/** Shown while the first route module loads. */
export default function HydrateFallback() {
  return (
    <Box>
      <AppBar position="fixed">
        <Toolbar>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {SITE.name}
          </Typography>
        </Toolbar>
      </AppBar>
      <Toolbar />
      <Container sx={{ py: 5 }} aria-busy="true">
        <Skeleton variant="rectangular" height={220} />
        <Skeleton width="60%" height={40} />
        <Skeleton />
      </Container>
    </Box>
  );
}
