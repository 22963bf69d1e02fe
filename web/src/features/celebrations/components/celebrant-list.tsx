import Celebration from '@mui/icons-material/Celebration';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { PlainList } from '@/components/layout/plain-list';
import { PersonAvatar } from '@/components/people/person-avatar';
import { PersonLink } from '@/components/people/person-link';
import { useNumberFormat } from '@/i18n/use-number-format';
import { requestRecognition, useCanRequestRecognition } from '@/lib/recognise-request';

import type { Celebrant, CelebrationKind } from '../api/celebrations';
import { formatCelebrationDay } from '../lib/celebration-day';

export type CelebrantListProps = {
  celebrants: readonly Celebrant[];
  label: string;
  /** Today's people: larger, on a tint of the brand colour, without the day. */
  highlighted?: boolean;
  /** Today's birthdays or anniversaries: each person gets "Enviar felicitaciones", which fills
   *  the home's composer (while one is on the page). */
  kind?: CelebrationKind;
};

/** People with their avatar and a link to their profile; the day they celebrate ("20 mar") and,
 *  for anniversaries, their years of service. */
export function CelebrantList({
  celebrants,
  label,
  highlighted = false,
  kind,
}: CelebrantListProps) {
  const { t, i18n } = useTranslation();
  const canWish = useCanRequestRecognition() && highlighted && kind !== undefined;
  const format = useNumberFormat();
  const size = highlighted ? 48 : 32;
  return (
    <PlainList label={label} sx={{ display: 'grid', gap: highlighted ? 1 : 0.75 }}>
      {celebrants.map((person) => {
        const years =
          person.years === undefined
            ? null
            : t('celebrations.years', {
                count: person.years,
                formatted: format.number(person.years),
              });
        const detail = highlighted ? (years ?? person.job_position) : null;
        return (
          <Stack
            key={person.id}
            component="li"
            direction="row"
            spacing={1.5}
            sx={[
              { alignItems: 'center', minWidth: 0 },
              highlighted &&
                ((theme) => ({
                  p: 1,
                  borderRadius: 2,
                  bgcolor: alpha(theme.palette.primary.main, 0.08),
                })),
            ]}
          >
            <PersonAvatar person={person} size={size} />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography
                variant={highlighted ? 'body1' : 'body2'}
                sx={{ overflowWrap: 'anywhere' }}
              >
                <PersonLink person={person} fontWeight={highlighted ? 700 : 600} />
              </Typography>
              {detail ? (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {detail}
                </Typography>
              ) : null}
              {canWish ? (
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<Celebration />}
                  aria-label={t('celebrations.sendWishesTo', { name: person.full_name })}
                  onClick={() =>
                    requestRecognition(
                      [person],
                      kind === 'birthdays'
                        ? t('celebrations.birthdayWish', { name: person.first_name })
                        : t('celebrations.anniversaryWish', { name: person.first_name }),
                    )
                  }
                  sx={{ mt: 0.75 }}
                >
                  {t('celebrations.sendWishes')}
                </Button>
              ) : null}
            </Box>
            {highlighted ? null : (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ flexShrink: 0, textAlign: 'right' }}
              >
                <time dateTime={person.day}>{formatCelebrationDay(person.day, i18n.language)}</time>
                {years ? ` · ${years}` : null}
              </Typography>
            )}
          </Stack>
        );
      })}
    </PlainList>
  );
}
