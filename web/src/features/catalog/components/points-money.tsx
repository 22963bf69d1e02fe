import Box from '@mui/material/Box';
import Typography, { type TypographyProps } from '@mui/material/Typography';

import { usePointsMoney } from '../hooks/use-points-money';

export type PointsMoneyProps = {
  points: number;
  /** The text's size (default: the surrounding text's). */
  variant?: TypographyProps['variant'];
};

/** " · ≈ 7,50 €", after a price in points: what it is worth in the organisation's currency, as
 *  secondary text; nothing while points have no value in money. */
export function PointsMoney({ points, variant = 'inherit' }: PointsMoneyProps) {
  const money = usePointsMoney()(points);
  if (!money) return null;
  return (
    <Typography component="span" variant={variant} color="text.secondary" sx={{ fontWeight: 400 }}>
      <Box component="span" aria-hidden>
        {' · '}
      </Box>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {money}
      </Box>
    </Typography>
  );
}
