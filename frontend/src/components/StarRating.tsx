import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Box } from '@mui/material';

/**
 * As MUI's small Rating draws them: filled stars in this colour, empty ones outlined in the
 * disabled colour, 18 px.
 */
const FILLED = '#faaf00';
const SIZE = '1.125rem';

function Stars({ count, Icon }: { count: number; Icon: typeof StarIcon }) {
  return Array.from({ length: count }, (_, i) => <Icon key={i} fontSize="inherit" />);
}

/**
 * Read-only stars filled up to `value`, fractions included (4.7 of 5 fills 94 % of the row),
 * named by `label`. MUI's read-only Rating draws a value to a tenth as ten overlapping icons per
 * star, 206 elements for five stars, in every card of a list; this draws the outlined row once
 * and the filled row over it, cut at the value: 22 elements.
 */
export default function StarRating({
  value,
  max,
  label,
}: {
  value: number;
  max: number;
  label: string;
}) {
  const filled = `${(Math.min(Math.max(value, 0), max) / max) * 100}%`;
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{
        position: 'relative',
        display: 'inline-flex',
        fontSize: SIZE,
        color: 'action.disabled',
      }}
    >
      <Stars count={max} Icon={StarBorderIcon} />
      {/* The width is an inline style, not sx: every value would otherwise add a class. */}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          top: 0,
          left: 0,
          height: '100%',
          display: 'inline-flex',
          overflow: 'hidden',
          color: FILLED,
        }}
        style={{ width: filled }}
      >
        <Stars count={max} Icon={StarIcon} />
      </Box>
    </Box>
  );
}
