import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useLayoutEffect, useRef, useState } from 'react';
import { OTHER_LABEL_ATTRIBUTE } from '../app/prerendered';

type Props = Omit<TextFieldProps, 'type' | 'id'> & {
  id: string;
  /** aria-label of the toggle when the password is hidden, e.g. 'Show password'. */
  showLabel: string;
  /** aria-label of the toggle when the password is shown, e.g. 'Hide password'. */
  hideLabel: string;
};

/** Each state's icon, chosen by the toggle's pressed state so the markup is the same in both. */
const ICON_BY_STATE = {
  '&[aria-pressed="true"] > svg:first-of-type, &[aria-pressed="false"] > svg:last-of-type': {
    display: 'none',
  },
};

/**
 * Whether the page as sent shows the password: the first-paint loader answers the toggle before
 * the app runs, and hydration starts from what the reader sees.
 */
const shownInPage = (id: string) =>
  typeof document !== 'undefined' && document.getElementById(id)?.getAttribute('type') === 'text';

/** A password input with its own show/hide toggle. */
export default function PasswordField({ showLabel, hideLabel, slotProps, ...props }: Props) {
  const [visible, setVisible] = useState(() => shownInPage(props.id));
  const toggle = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    // A tap the loader answered while this field was hydrating, after it was read: taken over.
    if (toggle.current?.getAttribute('aria-pressed') === 'true') {
      setVisible(true);
    }
  }, []);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                ref={toggle}
                aria-label={visible ? hideLabel : showLabel}
                aria-pressed={visible}
                aria-controls={props.id}
                {...{ [OTHER_LABEL_ATTRIBUTE]: visible ? showLabel : hideLabel }}
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(e) => e.preventDefault()}
                edge="end"
                sx={ICON_BY_STATE}
              >
                <Visibility />
                <VisibilityOff />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
