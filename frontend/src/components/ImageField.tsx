import { Box, LinearProgress, TextField, Typography } from '@mui/material';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { translateMessage, useFormat, useT } from '../i18n';
import { mui } from '../lib/form';

interface Props {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** A validation or upload message (contracts or API text: it is translated). */
  error?: string;
  /** Upload progress 0–100, or null when no upload runs. */
  progress: number | null;
}

/** An image file input (image/*) with the upload progress under it. */
export default function ImageField({ id, label, registration, error, progress }: Props) {
  const t = useT();
  const format = useFormat();
  return (
    <Box>
      <TextField
        id={id}
        label={label}
        type="file"
        fullWidth
        {...mui(registration)}
        error={Boolean(error)}
        helperText={error && translateMessage(error)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: 'image/*' } }}
      />
      {progress !== null && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={t('common.upload.progressLabel')}
          />
          <Typography variant="caption" color="text.secondary">
            {t('common.upload.uploading', { progress: format.number(progress) })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
