import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { QueryContent } from '@/components/feedback/query-content';
import { SelectInput } from '@/components/form/select-input';
import { PersonAvatar } from '@/components/people/person-avatar';
import { useNumberFormat } from '@/i18n/use-number-format';

import {
  leaderboardQueryOptions,
  type ChallengeDetail,
  type ChallengeLeaderboardEntry,
} from '../api/challenges';
import { useChallengeWords } from '../lib/use-challenge-words';

/** The key of an entry: its person or its team. */
const entryKey = (entry: ChallengeLeaderboardEntry) =>
  entry.team ? `${entry.team.kind}-${entry.team.id}` : `person-${entry.person?.id ?? 0}`;
const entryName = (entry: ChallengeLeaderboardEntry) =>
  entry.team?.name ?? entry.person?.full_name ?? '';

/** The challenge's leaderboard of a period (CHL-5): the top 10, my place ("Tú: #14") and the one
 *  just ahead ("Delante de ti: Ana, 32"), never the bottom; teams by per-member score with their
 *  total and members in a team challenge. Earlier periods from a picker. */
export function ChallengeLeaderboard({ challenge }: { challenge: ChallengeDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const words = useChallengeWords();
  const [period, setPeriod] = useState<string | null>(null);
  const board = useQuery(leaderboardQueryOptions(challenge.id, period));
  const team = challenge.kind === 'team';
  return (
    <Stack spacing={1.5}>
      {challenge.periods.length > 1 ? (
        <SelectInput
          id={`${id}-period`}
          label={t('challenges.leaderboard.period')}
          value={period ?? ''}
          onChange={(event) => setPeriod(event.target.value === '' ? null : event.target.value)}
          options={[
            { value: '', label: t('challenges.leaderboard.current') },
            ...challenge.periods.map((entry) => ({
              value: entry.key,
              label: words.period(entry),
            })),
          ]}
          fullWidth={false}
          sx={{ minWidth: 240 }}
        />
      ) : null}
      <QueryContent
        query={board}
        loadingLabel={t('challenges.leaderboard.loading')}
        isEmpty={(data) => data.top.length === 0}
        empty={<Typography color="text.secondary">{t('challenges.leaderboard.empty')}</Typography>}
      >
        {(data) => {
          const mine = data.me ? entryKey(data.me) : null;
          const inTop = mine !== null && data.top.some((entry) => entryKey(entry) === mine);
          return (
            <Stack spacing={1}>
              <Rows
                entries={data.top}
                mine={mine}
                team={team}
                challenge={challenge}
                label={t('challenges.leaderboard.top')}
              />
              {!inTop && data.me ? (
                <>
                  <Typography variant="body2" color="text.secondary" aria-hidden>
                    ⋯
                  </Typography>
                  <Rows
                    entries={data.ahead ? [data.ahead, data.me] : [data.me]}
                    mine={mine}
                    team={team}
                    challenge={challenge}
                    label={t('challenges.leaderboard.myPlace')}
                  />
                </>
              ) : null}
              {data.me ? (
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t(team ? 'challenges.leaderboard.myTeamRank' : 'challenges.leaderboard.myRank', {
                    rank: data.me.rank,
                  })}
                  {data.ahead
                    ? ` · ${t('challenges.leaderboard.ahead', {
                        name: entryName(data.ahead),
                        score: words.amount(challenge, data.ahead.score),
                      })}`
                    : ''}
                </Typography>
              ) : null}
              <Typography variant="body2" color="text.secondary">
                {t(team ? 'challenges.leaderboard.rankedTeams' : 'challenges.leaderboard.ranked', {
                  count: data.ranked,
                })}
              </Typography>
            </Stack>
          );
        }}
      </QueryContent>
    </Stack>
  );
}

function Rows({
  entries,
  mine,
  team,
  challenge,
  label,
}: {
  entries: readonly ChallengeLeaderboardEntry[];
  mine: string | null;
  team: boolean;
  challenge: ChallengeDetail;
  label: string;
}) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const words = useChallengeWords();
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry) => {
        const isMine = entryKey(entry) === mine;
        const name = entryName(entry);
        return (
          <Stack
            key={entryKey(entry)}
            component="li"
            direction="row"
            spacing={1.5}
            aria-current={isMine ? 'true' : undefined}
            sx={{
              alignItems: 'center',
              py: 0.75,
              px: 1,
              borderRadius: 1,
              bgcolor: isMine ? 'action.selected' : undefined,
            }}
          >
            <Typography sx={{ width: 28, fontWeight: 700, textAlign: 'right', flexShrink: 0 }}>
              {entry.rank}
            </Typography>
            {entry.person ? <PersonAvatar person={entry.person} size={32} /> : null}
            <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {isMine
                  ? t(team ? 'challenges.leaderboard.yourTeam' : 'challenges.leaderboard.you', {
                      name,
                    })
                  : name}
                {entry.completed ? ' ✓' : ''}
              </Typography>
              {team && entry.total !== null && entry.members !== null ? (
                <Typography variant="caption" color="text.secondary">
                  {t('challenges.leaderboard.teamDetail', {
                    total: words.amount(challenge, entry.total),
                    count: entry.members,
                    members: format.number(entry.members),
                  })}
                </Typography>
              ) : null}
            </Stack>
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {team
                ? t('challenges.leaderboard.perMember', { score: format.number(entry.score) })
                : format.number(entry.score)}
            </Typography>
          </Stack>
        );
      })}
    </Box>
  );
}
