import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { MESSAGES } from '@tutorhub/contracts';
import { useId, useRef, useState } from 'react';
import { useFormat, useT } from '../../../i18n';
import { errorMessage } from '../../../lib/apiError';
import { UploadInterrupted } from '../../../lib/uploadWithProgress';
import { ACCEPTED_TYPES, PHOTO_TYPES } from '../verificationRules';
import { uploadDocument, type DocumentUpload } from '../verificationApi';

type Attempt =
  | { state: 'idle' }
  | { state: 'uploading'; progress: number; file: File }
  | { state: 'failed'; message: string; file: File };

/**
 * One place for a document (an NID's front, a certificate): a file or, on a phone, a photo taken
 * now; the upload's progress, and on failure the API's reason with a retry of the same file.
 */
export default function UploadSlot({
  label,
  target,
  done,
  disabled,
  onUploaded,
}: {
  /** What goes here, e.g. "NID: front" (already translated). */
  label: string;
  target: Omit<DocumentUpload, 'file'>;
  /** The document is already there. */
  done: boolean;
  disabled?: boolean;
  onUploaded: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const headingId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [attempt, setAttempt] = useState<Attempt>({ state: 'idle' });

  const upload = async (file: File) => {
    setAttempt({ state: 'uploading', progress: 0, file });
    try {
      await uploadDocument({ ...target, file }, (progress) =>
        setAttempt({ state: 'uploading', progress, file }),
      );
      setAttempt({ state: 'idle' });
      onUploaded();
    } catch (err) {
      const message =
        err instanceof UploadInterrupted
          ? t('verification.upload.interrupted', { file: file.name })
          : errorMessage(err, MESSAGES.actionFailed);
      setAttempt({ state: 'failed', message, file });
    }
  };
  const picked = (input: HTMLInputElement | null) => {
    const file = input?.files?.[0];
    if (input) {
      input.value = ''; // the same file may be chosen again after a failure
    }
    if (file) {
      void upload(file);
    }
  };
  const busy = attempt.state === 'uploading';

  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: done ? 0 : 1 }}>
        {done && <CheckCircleIcon color="success" fontSize="small" aria-hidden />}
        <Typography id={headingId} variant="subtitle2" component="h3">
          {label}
        </Typography>
        {done && (
          <Typography variant="body2" color="text.secondary">
            {t('verification.upload.done')}
          </Typography>
        )}
      </Stack>
      {!done && (
        <>
          <input
            ref={fileInput}
            type="file"
            hidden
            accept={ACCEPTED_TYPES}
            aria-label={t('verification.upload.fileOf', { label })}
            onChange={(e) => picked(e.currentTarget)}
          />
          <input
            ref={cameraInput}
            type="file"
            hidden
            accept={PHOTO_TYPES}
            capture="environment"
            aria-label={t('verification.upload.photoOf', { label })}
            onChange={(e) => picked(e.currentTarget)}
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              size="small"
              startIcon={<UploadFileIcon />}
              disabled={disabled || busy}
              onClick={() => fileInput.current?.click()}
            >
              {t('verification.upload.choose')}
            </Button>
            <Button
              variant="outlined"
              size="small"
              startIcon={<PhotoCameraIcon />}
              disabled={disabled || busy}
              onClick={() => cameraInput.current?.click()}
            >
              {t('verification.upload.takePhoto')}
            </Button>
          </Stack>
          {attempt.state === 'uploading' && (
            <Box sx={{ mt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {t('verification.upload.progress', {
                  file: attempt.file.name,
                  percent: format.number(attempt.progress),
                })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={attempt.progress}
                aria-label={t('verification.upload.progressOf', { file: attempt.file.name })}
              />
            </Box>
          )}
          {attempt.state === 'failed' && (
            <Alert
              severity="error"
              sx={{ mt: 1 }}
              action={
                <Button color="inherit" size="small" onClick={() => void upload(attempt.file)}>
                  {t('verification.upload.retry')}
                </Button>
              }
            >
              {attempt.message}
            </Alert>
          )}
        </>
      )}
    </Box>
  );
}
