import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { DateText } from '@/components/date-text';
import { HomeCard, HomeLinkList } from '@/components/layout/home-card';

import { myPsychosocialQueryOptions, psyRoleQueryOptions } from '../api/psychosocial';
import { leftToAnswer } from '../lib/applications';
import { TAB_PARAM } from '../lib/tabs';
import { psychosocialPaths } from '../paths';

/** The home's card of NOM-035 questionnaires the person still has to answer and, for the
 *  occupational-health staff, the Guía I referrals waiting; nothing when there is neither (or
 *  they cannot be read). */
export function PsychosocialPendingCard() {
  const { t } = useTranslation();
  const query = useQuery(myPsychosocialQueryOptions());
  const role = useQuery(psyRoleQueryOptions());
  const referrals = role.data?.health_staff ? role.data.pending_referrals : 0;
  const items = (query.data ?? []).filter((application) => {
    const left = leftToAnswer(application);
    return left === 'guide1' || left === 'main';
  });
  if (items.length === 0 && referrals === 0) return null;
  return (
    <HomeCard
      title={t('psychosocial.home.title')}
      seeAll={{ to: psychosocialPaths.page, label: t('psychosocial.home.seeAll') }}
    >
      {referrals > 0 ? (
        <Link
          component={RouterLink}
          to={`${psychosocialPaths.page}?${TAB_PARAM}=referrals`}
          sx={{ display: 'block', mt: 1, fontWeight: 600 }}
        >
          {t('psychosocial.home.referrals', { count: referrals })}
        </Link>
      ) : null}
      {items.length > 0 ? (
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
      ) : null}
    </HomeCard>
  );
}
