import VerifiedIcon from '@mui/icons-material/Verified';
import { Chip } from '@mui/material';

/** Shown on a tutor whom an admin has verified. */
export default function VerifiedBadge() {
  return (
    <Chip
      size="small"
      color="success"
      icon={<VerifiedIcon aria-hidden />}
      label="Verified"
      variant="outlined"
    />
  );
}
