import EventOutlined from '@mui/icons-material/EventOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { useNumberFormat } from '@/i18n/use-number-format';

import { SurveyStatusChip } from '../admin/status-chip';
import { teamSurveysQueryOptions, type TeamSurvey } from '../api/team';
import { surveysParams } from '../paths';

import { teamAddress } from './team-address';
import { TeamResults } from './team-results';

/** A survey id in the address, or null. */
const surveyIdOf = (raw: string | null): number | null =>
  raw !== null && /^[1-9][0-9]{0,17}$/.test(raw) ? Number(raw) : null;

/** "Mi equipo" (SUR-18): the surveys reaching the people a leader leads, or one survey's results
 *  for their teams (`?state=team&survey=<id>`). */
export function TeamPanel() {
  const [params] = useSearchParams();
  const surveyId = surveyIdOf(params.get(surveysParams.survey));
  if (surveyId !== null) return <TeamResults key={surveyId} surveyId={surveyId} />;
  return <TeamSurveys />;
}

function TeamSurveys() {
  const { t } = useTranslation();
  const surveys = useQuery(teamSurveysQueryOptions());
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('surveys.team.intro')}</Typography>
      <QueryContent
        query={surveys}
        loadingLabel={t('surveys.team.loading')}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            icon="👥"
            title={t('surveys.team.empty')}
            body={t('surveys.team.emptyBody')}
          />
        }
      >
        {(list) => (
          <Stack
            component="ul"
            spacing={1.5}
            aria-label={t('surveys.team.listLabel')}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {list.map((survey) => (
              <TeamSurveyCard key={survey.id} survey={survey} />
            ))}
          </Stack>
        )}
      </QueryContent>
    </Stack>
  );
}

function TeamSurveyCard({ survey }: { survey: TeamSurvey }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <Card
      variant="outlined"
      component="li"
      data-survey={survey.id}
      sx={{ position: 'relative', '&:hover': { borderColor: 'primary.main' } }}
    >
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            <Link
              component={RouterLink}
              to={teamAddress(survey.id)}
              underline="hover"
              color="inherit"
              // The whole card takes the link's clicks (its ::after covers the card).
              sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
            >
              {survey.title}
            </Link>
          </Typography>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <SurveyStatusChip status={survey.status} />
            <Typography variant="body2" color="text.secondary">
              {t('surveys.team.cycle', { number: format.number(survey.cycle) })}
            </Typography>
            {survey.closes_on ? (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <EventOutlined fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
                <Typography variant="body2" color="text.secondary">
                  {t(
                    survey.status === 'closed' ? 'surveys.card.closedOn' : 'surveys.card.closesOn',
                  )}{' '}
                  <DateText value={survey.closes_on} />
                </Typography>
              </Stack>
            ) : null}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
