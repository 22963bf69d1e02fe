import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { DateText } from '@/components/date-text';
import { PersonLink } from '@/components/people/person-link';
import { paths } from '@/config/paths';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useOrgWording } from '@/lib/use-org-wording';

import type { ValueSection } from '../api/values-page';
import { examplesIn, percent } from '../lib/value-texts';

import { MonthlyBars } from './monthly-bars';

export type ValueCardProps = { section: ValueSection; months: readonly string[] };

/** The value's colour, or the brand's when the organisation chose none. */
const colourOf = (section: ValueSection) => section.value.colour ?? 'primary.main';

/** One value: what it means and how it is lived (examples), how often it is recognised (share,
 *  months), its latest recognitions and the people who recognise it and receive it most. */
export function ValueCard({ section, months }: ValueCardProps) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const wording = useOrgWording();
  const titleId = useId();
  const { value } = section;
  const description = wording.description(value);
  const examples = examplesIn(value, i18n.language);
  const colour = colourOf(section);

  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="value-card"
      sx={{ borderLeft: 6, borderLeftColor: colour }}
    >
      <Stack spacing={2} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={0.5}>
          <Typography id={titleId} variant="h2" sx={{ overflowWrap: 'anywhere' }}>
            {wording.label(value)}
          </Typography>
          {description ? <Typography color="text.secondary">{description}</Typography> : null}
        </Stack>

        {examples.length > 0 ? (
          <Box>
            <Typography variant="h3" sx={{ mb: 0.5 }}>
              {t('values.examples')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {examples.map((example) => (
                <Typography component="li" key={example}>
                  {example}
                </Typography>
              ))}
            </Box>
          </Box>
        ) : null}

        <Stack spacing={1}>
          <Typography data-testid="value-total">
            {t('values.total', {
              count: section.total,
              formatted: format.number(section.total),
              percent: format.number(percent(section.share)),
            })}
          </Typography>
          <MonthlyBars months={months} counts={section.monthly} colour={colour} />
        </Stack>

        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' },
          }}
        >
          <Box>
            <Typography variant="h3" sx={{ mb: 1 }}>
              {t('values.recent')}
            </Typography>
            {section.recent.length === 0 ? (
              <Typography color="text.secondary">{t('values.noRecent')}</Typography>
            ) : (
              <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {section.recent.map((item) => (
                  <Box component="li" key={item.post_id} data-testid="value-recent">
                    <Link
                      component={RouterLink}
                      to={`${paths.post}/${item.post_id}`}
                      underline="hover"
                      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                    >
                      {item.message.trim() || t('values.noMessage')}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {item.author ? `${item.author.full_name} · ` : null}
                      <DateText value={item.created_at} />
                    </Typography>
                  </Box>
                ))}
              </Stack>
            )}
          </Box>
          <PeopleList
            title={t('values.topSenders')}
            people={section.top_senders}
            empty={t('values.nobody')}
          />
          <PeopleList
            title={t('values.topReceivers')}
            people={section.top_receivers}
            empty={t('values.nobody')}
          />
        </Box>
      </Stack>
    </Card>
  );
}

type PeopleListProps = {
  title: string;
  people: ValueSection['top_senders'];
  empty: string;
};

function PeopleList({ title, people, empty }: PeopleListProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <Box>
      <Typography variant="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {people.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 3 }}>
          {people.map((entry) => (
            <Typography component="li" key={entry.person.id}>
              <PersonLink person={entry.person} fontWeight={600} />{' '}
              <Typography component="span" color="text.secondary">
                ({t('values.times', { count: entry.count, formatted: format.number(entry.count) })})
              </Typography>
            </Typography>
          ))}
        </Stack>
      )}
    </Box>
  );
}
