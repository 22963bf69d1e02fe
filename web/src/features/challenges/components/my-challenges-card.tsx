import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { HomeCard, HomeLinkList } from '@/components/layout/home-card';

import { challengesQueryOptions, type Challenge } from '../api/challenges';
import { challengePath, challengesParams, challengesPaths } from '../paths';

import { ChallengeProgress } from './challenge-progress';

/** "Tus retos" on the home: the progress of the active challenges the person takes part in (the
 *  first three), each leading to its page; nothing when there are none. */
export function MyChallengesCard() {
  const { t } = useTranslation();
  const query = useQuery(challengesQueryOptions('mine', 0));
  const challenges = (query.data?.items ?? [])
    .filter((challenge) => challenge.status === 'active' && challenge.mine.participant)
    .slice(0, 3);
  if (challenges.length === 0) return null;
  return (
    <HomeCard
      title={t('challenges.home.title')}
      seeAll={{
        to: `${challengesPaths.list}?${challengesParams.tab}=mine`,
        label: t('challenges.home.seeAll'),
      }}
      testId="my-challenges-card"
    >
      <HomeLinkList
        label={t('challenges.home.listLabel')}
        items={challenges}
        itemKey={(challenge) => challenge.id}
        itemTo={(challenge) => challengePath(challenge.id)}
        renderItem={(challenge) => <Item challenge={challenge} />}
      />
    </HomeCard>
  );
}

function Item({ challenge }: { challenge: Challenge }) {
  return (
    <Stack spacing={0.75}>
      <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {challenge.title}
      </Typography>
      <ChallengeProgress challenge={challenge} mine={challenge.mine} />
    </Stack>
  );
}
