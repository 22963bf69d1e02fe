import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { DateText } from '@/components/date-text';
import { HomeCard, HomeLinkList } from '@/components/layout/home-card';
import { paths } from '@/config/paths';
import { useNumberFormat } from '@/i18n/use-number-format';

import { homeSurveysQueryOptions, surveyLanguage } from '../api/surveys';

/** The home's card of surveys to answer (the first few), each leading to its page; nothing when
 *  there are none or they cannot be read (the home has other things to show). */
export function PendingSurveysCard() {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const query = useQuery(homeSurveysQueryOptions(surveyLanguage(i18n.language)));
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <HomeCard
      title={t('surveys.home.title')}
      seeAll={{ to: paths.surveys, label: t('surveys.home.seeAll') }}
    >
      <HomeLinkList
        label={t('surveys.home.listLabel')}
        items={items}
        itemKey={(survey) => survey.id}
        itemTo={(survey) => `${paths.surveys}/${survey.id}`}
        renderItem={(survey) => (
          <>
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
          </>
        )}
      />
    </HomeCard>
  );
}
