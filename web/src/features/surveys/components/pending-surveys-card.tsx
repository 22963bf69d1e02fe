import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { DateText } from '@/components/date-text';
import { paths } from '@/config/paths';
import { useNumberFormat } from '@/i18n/use-number-format';

import { homeSurveysQueryOptions, surveyLanguage } from '../api/surveys';

/** The home's card of surveys to answer (the first few), each leading to its page; nothing when
 *  there are none or they cannot be read (the home has other things to show). */
export function PendingSurveysCard() {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const titleId = useId();
  const query = useQuery(homeSurveysQueryOptions(surveyLanguage(i18n.language)));
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}
        >
          <Typography id={titleId} variant="h2">
            {t('surveys.home.title')}
          </Typography>
          <Link component={RouterLink} to={paths.surveys} underline="hover">
            {t('surveys.home.seeAll')}
          </Link>
        </Stack>
        <List aria-label={t('surveys.home.listLabel')} sx={{ mt: 1 }} disablePadding>
          {items.map((survey) => (
            <ListItem key={survey.id} disablePadding divider>
              <ListItemButton
                component={RouterLink}
                to={`${paths.surveys}/${survey.id}`}
                sx={{ display: 'block', px: 1, py: 1 }}
              >
                <Typography
                  component="span"
                  sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {survey.title}
                </Typography>
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: 'block' }}
                >
                  {survey.points > 0
                    ? `${t('surveys.card.points', { count: survey.points, points: format.number(survey.points) })} · `
                    : ''}
                  {survey.closes_on ? (
                    <>
                      {t('surveys.card.closesOn')} <DateText value={survey.closes_on} />
                    </>
                  ) : (
                    t('surveys.home.noClose')
                  )}
                </Typography>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
