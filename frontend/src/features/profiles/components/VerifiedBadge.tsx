import VerifiedIcon from '@mui/icons-material/Verified';
import { Chip } from '@mui/material';
import { useT } from '../../../i18n';

/** Shown on a tutor whom an admin has verified. */
export default function VerifiedBadge() {
  const t = useT();
  return (
    <Chip
      size="small"
      color="success"
      icon={<VerifiedIcon aria-hidden />}
      label={t('profiles.verified')}
      variant="outlined"
    />
  );
}
