import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { DateText } from '@/components/date-text';
import { HomeCard, HomeLinkList } from '@/components/layout/home-card';

import { myPsychosocialQueryOptions } from '../api/psychosocial';
import { leftToAnswer } from '../lib/applications';
import { psychosocialPaths } from '../paths';

/** The home's card of NOM-035 questionnaires the person still has to answer; nothing when there
 *  are none or they cannot be read. */
export function PsychosocialPendingCard() {
  const { t } = useTranslation();
  const query = useQuery(myPsychosocialQueryOptions());
  const items = (query.data ?? []).filter((application) => {
    const left = leftToAnswer(application);
    return left === 'guide1' || left === 'main';
  });
  if (items.length === 0) return null;
  return (
    <HomeCard
      title={t('psychosocial.home.title')}
      seeAll={{ to: psychosocialPaths.page, label: t('psychosocial.home.seeAll') }}
    >
      <HomeLinkList
        label={t('psychosocial.home.listLabel')}
        items={items}
        itemKey={(application) => application.id}
        itemTo={(application) => `${psychosocialPaths.page}/${application.id}`}
        renderItem={(application) => (
          <>
            <Typography
              component="span"
              sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {application.workplace}
            </Typography>
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ display: 'block' }}
            >
              {t(`psychosocial.list.left.${leftToAnswer(application)}`)}
              {application.closes_on ? (
                <>
                  {' · '}
                  {t('psychosocial.list.closesOn')} <DateText value={application.closes_on} />
                </>
              ) : null}
            </Typography>
          </>
        )}
      />
    </HomeCard>
  );
}
