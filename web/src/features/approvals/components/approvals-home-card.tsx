import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { HomeCard, HomeLinkList } from '@/components/layout/home-card';
import { useNumberFormat } from '@/i18n/use-number-format';

import { homeApprovalsQueryOptions, pendingTotal } from '../api/approvals';
import { approvalsPaths } from '../paths';

import { AgeChip } from './age-chip';

/** "Pendientes de aprobar" on the home of whoever has something to decide: how many wait and
 *  the oldest few, each leading to the inbox; nothing when nothing waits. */
export function ApprovalsHomeCard() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const query = useQuery(homeApprovalsQueryOptions());
  const total = pendingTotal(query.data);
  if (total === 0) return null;
  return (
    <HomeCard
      title={t('approvals.home.title')}
      seeAll={{ to: approvalsPaths.inbox, label: t('approvals.home.seeAll') }}
      testId="approvals-home-card"
    >
      <Typography sx={{ mt: 1 }}>
        {t('approvals.home.waiting', { count: total, formatted: format.number(total) })}
      </Typography>
      <HomeLinkList
        label={t('approvals.home.listLabel')}
        items={query.data?.items ?? []}
        itemKey={(item) => `${item.kind}:${item.id}`}
        itemTo={() => approvalsPaths.inbox}
        renderItem={(item) => (
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: 'center' }}
          >
            <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
              {t('approvals.home.item', { name: item.requester.full_name, title: item.title })}
            </Typography>
            {item.blocked ? (
              <Chip
                size="small"
                color="error"
                variant="outlined"
                label={t('approvals.inbox.blocked')}
              />
            ) : (
              <AgeChip hours={item.age_hours} />
            )}
          </Stack>
        )}
      />
    </HomeCard>
  );
}
