import OutlinedFlagIcon from '@mui/icons-material/OutlinedFlag';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n';
import { useMe } from '../../lib/auth/useMe';
import { ACTION_LABELS } from './labels';
import type { ReportTarget } from './ReportDialog';

// The dialog's code loads at the first click: pages that list many items stay light.
const ReportDialog = lazy(() => import('./ReportDialog'));

/**
 * 'Report' under a profile or a post, for signed-in members; never on what is the member's own
 * (`ownerId`, when the page knows it; the API refuses the rest).
 */
export default function ReportButton({
  target,
  name,
  ownerId,
}: {
  target: ReportTarget;
  /** What names the item in the button's accessible name: a person's name or a post's title. */
  name: string;
  ownerId?: string | null;
}) {
  const t = useT();
  const { me } = useMe();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const member = me && (me.kind !== null || me.role === 'admin');
  if (!member || me._id === ownerId) {
    return null;
  }
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<OutlinedFlagIcon fontSize="small" />}
        aria-label={t(ACTION_LABELS[target.targetType], { name })}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        sx={{ color: 'text.secondary', textTransform: 'none' }}
      >
        {t('reports.action')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ReportDialog target={target} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
