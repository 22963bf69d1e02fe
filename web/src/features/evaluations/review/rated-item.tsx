import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { TextInput } from '@/components/form/text-input';

import type { RatedValue } from '../lib/review-items';

/** The longest comment on a competency or a goal. */
export const ITEM_COMMENT_MAX = 1000;

export type RatedItemProps = {
  /** The item's name (the group's legend). */
  title: string;
  /** What it means or what it is (a value's behavioural indicator, a goal's figures). */
  detail?: ReactNode;
  value: RatedValue;
  onChange: (value: RatedValue) => void;
  /** Why it cannot be sent yet ("Califica esta competencia."). */
  error?: string;
  readOnly: boolean;
  /** Where focus lands when the item is named in an error. */
  anchorId: string;
};

/** One competency or goal of a review: its name and detail, a rating of 1 to 5 stars (in words
 *  beside them) and an optional comment; read-only once sent. */
export function RatedItem({
  title,
  detail,
  value,
  onChange,
  error,
  readOnly,
  anchorId,
}: RatedItemProps) {
  const { t } = useTranslation();
  const id = useId();
  const legendId = `${id}-legend`;
  const errorId = `${id}-error`;
  return (
    <Box
      component="fieldset"
      id={anchorId}
      tabIndex={-1}
      aria-describedby={error ? errorId : undefined}
      sx={{
        m: 0,
        p: { xs: 1.5, sm: 2 },
        border: 1,
        borderColor: error ? 'error.main' : 'divider',
        borderRadius: 1,
        minWidth: 0,
        outline: 'none',
      }}
    >
      <Typography
        component="legend"
        id={legendId}
        sx={{ fontWeight: 700, px: 0.5, overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      <Stack spacing={1}>
        {detail ? (
          <Typography variant="body2" color="text.secondary" component="div">
            {detail}
          </Typography>
        ) : null}
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Rating
            name={`${id}-rating`}
            value={value.rating}
            max={5}
            size="large"
            readOnly={readOnly}
            onChange={(_event, rating) => onChange({ ...value, rating })}
            getLabelText={(stars) => t('evaluations.rating.stars', { count: stars })}
            emptyLabelText={t('evaluations.rating.none')}
          />
          <Typography variant="body2" aria-hidden>
            {value.rating
              ? t('evaluations.rating.ofFive', { rating: value.rating })
              : t('evaluations.rating.none')}
          </Typography>
        </Stack>
        {readOnly ? (
          value.comment ? (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {value.comment}
            </Typography>
          ) : null
        ) : (
          <TextInput
            id={`${id}-comment`}
            label={t('evaluations.rating.comment')}
            value={value.comment}
            onChange={(event) => onChange({ ...value, comment: event.target.value })}
            multiline
            minRows={2}
            inputProps={{ maxLength: ITEM_COMMENT_MAX }}
          />
        )}
        {error ? (
          <FormHelperText id={errorId} error>
            {error}
          </FormHelperText>
        ) : null}
      </Stack>
    </Box>
  );
}
