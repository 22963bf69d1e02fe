import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import type { RequestItem } from '../api/requests';
import { useRequestFormat } from '../lib/request-words';
import { requestPath } from '../paths';

import { OverdueChip } from './overdue-chip';
import { DeadlineLine, StepDeadlineLine, StepLine } from './request-lines';
import { RequestStatusChip } from './request-status-chip';

export type RequestListProps = {
  requests: readonly RequestItem[];
  /** Names the list. */
  label: string;
  /** Who asked is shown (the approver's view). */
  showPerson?: boolean;
};

/** Requests as cards: the type (linking to the request), its state, who asked (when others'),
 *  when, the step it waits on and for whom, the step's own deadline and the request's. */
export function RequestList({ requests, label, showPerson = false }: RequestListProps) {
  const { t } = useTranslation();
  const format = useRequestFormat();
  return (
    <Stack component="ul" spacing={1} aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {requests.map((request) => (
        <Paper
          key={request.id}
          component="li"
          variant="outlined"
          sx={{ p: 1.5 }}
          data-request={request.id}
        >
          <Stack spacing={0.5}>
            <Stack
              direction="row"
              useFlexGap
              sx={{
                flexWrap: 'wrap',
                gap: 1,
                justifyContent: 'space-between',
                alignItems: 'center',
              }}
            >
              <Link
                component={RouterLink}
                to={requestPath(request.id)}
                sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {format.requestName(request)}
              </Link>
              <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                {request.step_overdue ? <OverdueChip step /> : null}
                {request.overdue ? <OverdueChip /> : null}
                <RequestStatusChip status={request.status} />
              </Stack>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {showPerson && request.person
                ? t('requests.askedBy', {
                    name: request.person.full_name,
                    date: format.date(request.created_at),
                  })
                : t('requests.askedOn', { when: format.on(request.created_at) })}
            </Typography>
            <StepLine request={request} />
            <StepDeadlineLine request={request} />
            <DeadlineLine request={request} />
            {request.decided_at !== null && request.status !== 'pending' ? (
              <Typography variant="body2" color="text.secondary">
                {t(`requests.closedOn.${request.status}`, { when: format.on(request.decided_at) })}
              </Typography>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
