import { Box, Button, Checkbox, FormControlLabel, Paper, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useFormat, useT } from '../../../i18n';

/**
 * What Tutor Hub keeps, why, who sees it and for how long, before anything is uploaded; the
 * tutor's agreement (a tick, then the button) is recorded by the API.
 */
export default function ConsentStep({
  retentionDays,
  busy,
  onConsent,
}: {
  retentionDays: number;
  busy: boolean;
  onConsent: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const titleId = useId();
  const [agreed, setAgreed] = useState(false);
  const points = [
    ['verification.consent.whatTitle', 'verification.consent.what'],
    ['verification.consent.whyTitle', 'verification.consent.why'],
    ['verification.consent.whoTitle', 'verification.consent.who'],
    ['verification.consent.howLongTitle', 'verification.consent.howLong'],
  ] as const;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        {t('verification.consent.title')}
      </Typography>
      <Box component="dl" sx={{ m: 0, '& dd': { ml: 0, mb: 1.5 } }}>
        {points.map(([title, text]) => (
          <Box key={title}>
            <Typography component="dt" variant="subtitle2">
              {t(title)}
            </Typography>
            <Typography component="dd" variant="body2">
              {t(text, { days: format.number(retentionDays) })}
            </Typography>
          </Box>
        ))}
      </Box>
      <FormControlLabel
        control={<Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />}
        label={t('verification.consent.agree')}
      />
      <Box sx={{ mt: 1 }}>
        <Button variant="contained" disabled={!agreed || busy} onClick={onConsent}>
          {t('verification.consent.submit')}
        </Button>
      </Box>
    </Paper>
  );
}
