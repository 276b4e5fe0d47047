import { Box, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

interface Props {
  /** Already translated. */
  title: string;
  /** 'Total tutors: 14' once the count is known (from X-Total-Count). */
  count?: string;
  /** Search box, filters, CSV button, links. */
  toolbar?: ReactNode;
  children: ReactNode;
}

/** The frame of a dashboard page: title + live count, a toolbar, the content. */
export default function CollectionShell({ title, count, toolbar, children }: Props) {
  const t = useT();
  useDocumentTitle(t('admin.pageTitle', { title }));
  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" role="status" aria-live="polite">
          {count ?? <Skeleton width={120} component="span" sx={{ display: 'inline-block' }} />}
        </Typography>
      </Box>
      {toolbar ? (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ mb: 2, alignItems: { xs: 'stretch', sm: 'center' }, flexWrap: 'wrap' }}
          useFlexGap
        >
          {toolbar}
        </Stack>
      ) : null}
      {children}
    </Box>
  );
}
