import { FormControlLabel, FormGroup, Switch, Typography } from '@mui/material';
import { useT, type MessageKey } from '../i18n';

export interface NoticeKind<K extends string> {
  key: K;
  label: MessageKey;
  help: MessageKey;
}

/**
 * A switch per kind of notice, each described by its help text (`idPrefix` keeps the help ids
 * of two lists on one page apart): the email and the SMS settings of one's profile.
 */
export default function NoticeSwitches<K extends string>({
  idPrefix,
  kinds,
  values,
  disabled,
  onChange,
}: {
  idPrefix: string;
  kinds: ReadonlyArray<NoticeKind<K>>;
  values: Record<K, boolean>;
  disabled: boolean;
  onChange: (key: K, on: boolean) => void;
}) {
  const t = useT();
  return (
    <FormGroup>
      {kinds.map(({ key, label, help }) => (
        <FormControlLabel
          key={key}
          sx={{ alignItems: 'flex-start', mb: 1 }}
          control={
            <Switch
              checked={values[key]}
              disabled={disabled}
              onChange={(_e, on) => onChange(key, on)}
              slotProps={{ input: { 'aria-describedby': `${idPrefix}-${key}-help` } }}
            />
          }
          label={
            <>
              <Typography>{t(label)}</Typography>
              <Typography id={`${idPrefix}-${key}-help`} variant="body2" color="text.secondary">
                {t(help)}
              </Typography>
            </>
          }
        />
      ))}
    </FormGroup>
  );
}
