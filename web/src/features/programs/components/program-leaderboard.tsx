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
  departmentsQueryOptions,
  leaderboardQueryOptions,
  type ProgramLeaderboardEntry,
} from '../api/programs';

/** The program's leaderboard (PRG-5): the top 10 by points earned in it, my place and the person
 *  just ahead of me, never the bottom; narrowed to a department if I like. */
export function ProgramLeaderboard({ programId }: { programId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [department, setDepartment] = useState<number | null>(null);
  const board = useQuery(leaderboardQueryOptions(programId, department));
  const departments = useQuery(departmentsQueryOptions());
  return (
    <Stack spacing={1.5}>
      {departments.data && departments.data.length > 1 ? (
        <SelectInput
          id={`${id}-department`}
          label={t('programs.leaderboard.department')}
          value={department === null ? '' : String(department)}
          onChange={(event) =>
            setDepartment(event.target.value === '' ? null : Number(event.target.value))
          }
          options={[
            { value: '', label: t('programs.leaderboard.allDepartments') },
            ...departments.data.map((entry) => ({ value: String(entry.id), label: entry.name })),
          ]}
          fullWidth={false}
          sx={{ minWidth: 220 }}
        />
      ) : null}
      <QueryContent
        query={board}
        loadingLabel={t('programs.leaderboard.loading')}
        isEmpty={(data) => data.top.length === 0}
        empty={<Typography color="text.secondary">{t('programs.leaderboard.empty')}</Typography>}
      >
        {(data) => {
          const inTop =
            data.me !== null && data.top.some((entry) => entry.person.id === data.me?.person.id);
          return (
            <Stack spacing={1}>
              <Rows
                entries={data.top}
                me={data.me?.person.id ?? null}
                label={t('programs.leaderboard.top')}
              />
              {!inTop && data.me ? (
                <>
                  <Typography variant="body2" color="text.secondary" aria-hidden>
                    ⋯
                  </Typography>
                  <Rows
                    entries={data.ahead ? [data.ahead, data.me] : [data.me]}
                    me={data.me.person.id}
                    label={t('programs.leaderboard.myPlace')}
                  />
                </>
              ) : null}
              <Typography variant="body2" color="text.secondary">
                {t('programs.leaderboard.participants', { count: data.participants })}
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
  me,
  label,
}: {
  entries: readonly ProgramLeaderboardEntry[];
  me: number | null;
  label: string;
}) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry) => {
        const mine = entry.person.id === me;
        return (
          <Stack
            key={entry.person.id}
            component="li"
            direction="row"
            spacing={1.5}
            aria-current={mine ? 'true' : undefined}
            sx={{
              alignItems: 'center',
              py: 0.75,
              px: 1,
              borderRadius: 1,
              bgcolor: mine ? 'action.selected' : undefined,
            }}
          >
            <Typography sx={{ width: 28, fontWeight: 700, textAlign: 'right' }}>
              {entry.rank}
            </Typography>
            <PersonAvatar person={entry.person} size={32} />
            <Typography sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {mine
                ? t('programs.leaderboard.you', { name: entry.person.full_name })
                : entry.person.full_name}
            </Typography>
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {t('programs.points', {
                count: entry.points,
                formatted: format.number(entry.points),
              })}
            </Typography>
          </Stack>
        );
      })}
    </Box>
  );
}
