import { IconButton, type IconButtonProps, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

interface RowActionProps {
  /** The tooltip: what the button does. */
  title: string;
  /** The accessible name, naming the row (e.g. "Delete Kamrul Islam"). */
  label: string;
  icon: ReactNode;
  color?: IconButtonProps['color'];
  onClick: () => void;
}

/** An icon button in a collection row's Action cell, with its tooltip. */
export default function RowAction({ title, label, icon, color, onClick }: RowActionProps) {
  return (
    <Tooltip title={title}>
      <IconButton aria-label={label} color={color} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}
