import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import type { Role } from '@/api/types';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { PersonAvatar } from '@/components/people/person-avatar';
import { StatusPage } from '@/components/status-page';
import { formatNumber, formatPercent } from '@/lib/format-number';
import { requestRecognition } from '@/lib/recognise-request';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { teamQueryOptions, type AnalyticsTeam, type AnalyticsTeamMember } from '../api/analytics';
import { FigureTile } from '../components/figure-tile';
import { PeriodPicker } from '../components/period-picker';
import { dayText } from '../lib/format';
import { tileGridSx } from '../lib/layout';
import { silenceOf, sortBySilence, type Silence } from '../lib/team';
import { usePeriod } from '../lib/use-period';
import { analyticsPaths } from '../paths';

/** Who may open "Mi equipo": leaders and admins (each sees only their own people). */
const VIEWERS: readonly Role[] = ['leader', 'admin'];
/** The inbox of what waits for the caller (the approvals screen's address). */
const APPROVALS_PATH = '/approvals';

/** `/charts/team` "Mi equipo" (ANA-2): the leader's dashboard of their own people; others are
 *  told the page is not for them. */
export function TeamPage() {
  const { t } = useTranslation();
  const role = useAppStore((state) => state.me.data?.user_type ?? null);
  const allowed = role !== null && VIEWERS.includes(role);
  useDocumentTitle(allowed ? t('analytics.team.title') : null);
  if (role === null) return null;
  if (!allowed) {
    return (
      <StatusPage
        code="403"
        title={t('analytics.team.forbidden.title')}
        body={t('analytics.team.forbidden.body')}
        homeLabel={t('analytics.team.forbidden.goHome')}
      />
    );
  }
  return <TeamDashboard />;
}

function TeamDashboard() {
  const { t } = useTranslation();
  const { range } = usePeriod();
  const team = useQuery({
    ...teamQueryOptions(range?.from ?? '', range?.to ?? ''),
    enabled: range !== null,
  });
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, gap: 1 }}
      >
        <Box>
          <Typography variant="h1">{t('analytics.team.title')}</Typography>
          <Typography color="text.secondary">{t('analytics.team.description')}</Typography>
        </Box>
        <Button
          component={RouterLink}
          to={analyticsPaths.custom}
          variant="outlined"
          sx={{ whiteSpace: 'nowrap', flexShrink: 0, alignSelf: { xs: 'flex-start' } }}
        >
          {t('analytics.custom.open')}
        </Button>
      </Stack>
      <PeriodPicker
        description={
          range === null
            ? t('analytics.period.pick')
            : t('analytics.period.range', { from: dayText(range.from), to: dayText(range.to) })
        }
      />
      {range === null ? null : team.isError ? (
        <LoadError error={team.error} onRetry={() => void team.refetch()} />
      ) : !team.data ? (
        <LoadingBlock label={t('analytics.team.loading')} />
      ) : (
        <Team team={team.data} />
      )}
    </Stack>
  );
}

function Team({ team }: { team: AnalyticsTeam }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const count = (value: number) => formatNumber(value, language);
  const percent = (value: number) => formatPercent(value, language);
  const people = sortBySilence(team.people);
  const direct = people.filter((p) => p.direct).length;
  const share = team.members > 0 ? team.participants / team.members : 0;
  const previousShare = team.members > 0 ? team.previous_participants / team.members : 0;
  const quiet = people.filter((p) => silenceOf(p) !== null).length;

  return (
    <Stack spacing={2}>
      <Box component="section" aria-label={t('analytics.team.headline')} sx={tileGridSx}>
        <FigureTile
          label={t('analytics.team.participation')}
          value={team.members > 0 ? percent(share) : '—'}
          caption={t('analytics.team.participationCaption', {
            participants: count(team.participants),
            members: count(team.members),
            previous: count(team.previous_participants),
            previousPercent: percent(previousShare),
          })}
        />
        <FigureTile
          label={t('analytics.team.people')}
          value={count(team.members)}
          caption={t('analytics.team.directCaption', {
            direct: count(direct),
            indirect: count(people.length - direct),
          })}
        />
        {team.goals ? (
          <FigureTile
            label={t('analytics.team.goals.title')}
            value={count(team.goals.active)}
            caption={
              team.goals.active === 0
                ? t('analytics.team.goals.none')
                : t('analytics.team.goals.caption', {
                    overdue: count(team.goals.overdue),
                    progress:
                      team.goals.average_progress === null
                        ? '—'
                        : percent(team.goals.average_progress / 100),
                  })
            }
          />
        ) : null}
        <FigureTile
          label={t('analytics.team.approvals.title')}
          value={count(team.pending_approvals)}
          caption={t('analytics.team.approvals.caption', { count: team.pending_approvals })}
        >
          <Link component={RouterLink} to={APPROVALS_PATH} variant="body2">
            {t('analytics.team.approvals.open')}
          </Link>
        </FigureTile>
      </Box>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="team-people-title"
        sx={{ p: 2, minWidth: 0 }}
      >
        <Typography variant="h6" component="h2" id="team-people-title">
          {t('analytics.team.list.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {people.length === 0
            ? t('analytics.team.list.empty')
            : t('analytics.team.list.summary', { count: quiet })}
        </Typography>
        {people.length > 0 ? (
          <Stack
            component="ul"
            spacing={1}
            aria-labelledby="team-people-title"
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {people.map((person) => (
              <PersonRow key={person.id} person={person} />
            ))}
          </Stack>
        ) : null}
      </Paper>
    </Stack>
  );
}

const SILENCE_COLOUR: Record<Silence, 'default' | 'warning' | 'error'> = {
  never: 'error',
  '90': 'error',
  '60': 'warning',
  '30': 'default',
};

const SILENCE_KEY = {
  never: 'analytics.team.silence.never',
  '90': 'analytics.team.silence.over90',
  '60': 'analytics.team.silence.over60',
  '30': 'analytics.team.silence.over30',
} as const satisfies Record<Silence, string>;

function PersonRow({ person }: { person: AnalyticsTeamMember }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatNumber(value, i18n.language);
  const silence = silenceOf(person);
  const [first = person.name, ...rest] = person.name.trim().split(/\s+/);
  return (
    <Box
      component="li"
      data-testid="team-person"
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 2fr) auto' },
        alignItems: 'center',
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <PersonAvatar
          person={{ id: person.id, full_name: person.name, profile_photo_url: person.photo_url }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{person.name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {[
              person.job_position,
              person.direct ? t('analytics.team.list.direct') : t('analytics.team.list.indirect'),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
      </Stack>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2">
          {t('analytics.team.list.activity', {
            sent: count(person.sent),
            received: count(person.received),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {person.last_received_on === null || person.days_since_received === null
            ? t('analytics.team.list.neverReceived')
            : t('analytics.team.list.lastReceived', {
                day: dayText(person.last_received_on),
                count: person.days_since_received,
              })}
        </Typography>
        {silence ? (
          <Chip
            size="small"
            color={SILENCE_COLOUR[silence]}
            variant={silence === '30' ? 'outlined' : 'filled'}
            label={t(SILENCE_KEY[silence])}
            sx={{ mt: 0.5, maxWidth: '100%' }}
          />
        ) : null}
      </Box>
      <Button
        variant="outlined"
        size="small"
        onClick={() =>
          requestRecognition([
            {
              id: person.id,
              full_name: person.name,
              first_name: first,
              last_name: rest.join(' '),
              job_position: person.job_position,
              profile_photo_url: person.photo_url,
            },
          ])
        }
        aria-label={t('analytics.team.list.recogniseOf', { name: person.name })}
        sx={{ whiteSpace: 'nowrap', justifySelf: { xs: 'start', md: 'end' } }}
      >
        {t('analytics.team.list.recognise')}
      </Button>
    </Box>
  );
}
