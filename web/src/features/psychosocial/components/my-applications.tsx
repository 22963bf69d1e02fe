import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';

import { myPsychosocialQueryOptions, type PsyMine } from '../api/psychosocial';
import { leftToAnswer } from '../lib/applications';
import { psychosocialPaths } from '../paths';

function ApplicationCard({ application }: { application: PsyMine }) {
  const { t } = useTranslation();
  const left = leftToAnswer(application);
  const pending = left === 'guide1' || left === 'main';
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea component={RouterLink} to={`${psychosocialPaths.page}/${application.id}`}>
        <CardContent>
          <Stack spacing={0.75}>
            <Stack
              direction="row"
              useFlexGap
              sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}
            >
              <Typography variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {application.workplace}
              </Typography>
              <Chip
                size="small"
                color={pending ? 'primary' : 'default'}
                variant={pending ? 'filled' : 'outlined'}
                label={t(`psychosocial.list.left.${left}`)}
              />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t(`psychosocial.states.${application.state}`)}
              {application.opens_on ? (
                <>
                  {' · '}
                  {t('psychosocial.list.opensOn')} <DateText value={application.opens_on} />
                </>
              ) : null}
              {application.closes_on ? (
                <>
                  {' · '}
                  {t('psychosocial.list.closesOn')} <DateText value={application.closes_on} />
                </>
              ) : null}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The person's NOM-035 applications (open ones first, as the server orders them), each with
 *  what is left; an empty state that says what these questionnaires are. */
export function MyApplications() {
  const { t } = useTranslation();
  const query = useQuery(myPsychosocialQueryOptions());
  return (
    <QueryContent
      query={query}
      loadingLabel={t('psychosocial.list.loading')}
      isEmpty={(data) => data.length === 0}
      empty={
        <EmptyState
          icon="📋"
          title={t('psychosocial.list.emptyTitle')}
          body={t('psychosocial.list.emptyBody')}
        />
      }
    >
      {(data) => (
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ p: 0, m: 0 }}
          aria-label={t('psychosocial.list.label')}
        >
          {data.map((application) => (
            <ApplicationCard key={application.id} application={application} />
          ))}
        </Stack>
      )}
    </QueryContent>
  );
}
