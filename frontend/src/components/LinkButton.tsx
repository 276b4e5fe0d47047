import { styled } from '@mui/material/styles';
import { Link, NavLink } from 'react-router-dom';

// Links that look like MUI Buttons, without ButtonBase, its ripple and TransitionGroup: these are
// what the first paint of Home shows (navbar and hero), so they stay small. Focus rings come from
// CssBaseline's `a:focus-visible` rule (app/theme.ts).

/** A navbar link in the look of a text Button; `.active` marks the current page. */
export const BarLink = styled(NavLink)(({ theme }) => ({
  ...theme.typography.button,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 64,
  padding: '6px 8px',
  borderRadius: theme.shape.borderRadius,
  color: 'inherit',
  textDecoration: 'none',
  transition: theme.transitions.create('background-color', {
    duration: theme.transitions.duration.short,
  }),
  '@media (hover: hover)': {
    '&:hover': {
      backgroundColor: theme.alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity),
    },
  },
  '&.active': { backgroundColor: 'rgba(255,255,255,0.16)' },
}));

/** A link in the look of a large Button (`variant` contained or outlined). */
export const LinkButton = styled(Link, {
  shouldForwardProp: (prop) => prop !== 'variant',
})<{ variant: 'contained' | 'outlined' }>(({ theme }) => ({
  ...theme.typography.button,
  fontSize: theme.typography.pxToRem(15),
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 64,
  borderRadius: theme.shape.borderRadius,
  textDecoration: 'none',
  transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color'], {
    duration: theme.transitions.duration.short,
  }),
  variants: [
    {
      props: { variant: 'contained' },
      style: {
        padding: '8px 22px',
        boxShadow: theme.shadows[2],
        '&:hover': { boxShadow: theme.shadows[4] },
      },
    },
    {
      props: { variant: 'outlined' },
      style: { padding: '7px 21px', border: '1px solid currentColor' },
    },
  ],
}));
