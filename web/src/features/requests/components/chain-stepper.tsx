import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import DoNotDisturbOn from '@mui/icons-material/DoNotDisturbOnOutlined';
import HourglassTop from '@mui/icons-material/HourglassTop';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { RequestDetail } from '../api/requests';
import { chainOf, type ChainStep, type StepState } from '../lib/chain';
import { nameList, useRequestFormat, useWaitingWords } from '../lib/request-words';

import { StepDeadlineLine } from './request-lines';

const ICONS: Record<StepState, { Icon: typeof CheckCircle; color: string }> = {
  approved: { Icon: CheckCircle, color: 'success.main' },
  rejected: { Icon: Cancel, color: 'error.main' },
  current: { Icon: HourglassTop, color: 'warning.dark' },
  cancelled: { Icon: DoNotDisturbOn, color: 'text.secondary' },
  upcoming: { Icon: RadioButtonUnchecked, color: 'text.secondary' },
  skipped: { Icon: RadioButtonUnchecked, color: 'text.disabled' },
};

/** The approval chain as a vertical stepper: each step's approver (the leader, Personas (admins),
 *  the named person or a parallel step's people) and where it stands (approved or rejected by
 *  whom and when, waiting on whom and until when, still to come, or never reached), the current
 *  step marked for screen readers. */
export function ChainStepper({ request }: { request: RequestDetail }) {
  const { t } = useTranslation();
  const steps = chainOf(request);
  return (
    <Box
      component="ol"
      aria-label={t('requests.detail.chainLabel')}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {steps.map((entry, position) => (
        <StepItem
          key={entry.index}
          entry={entry}
          request={request}
          last={position === steps.length - 1}
        />
      ))}
    </Box>
  );
}

function StepItem({
  entry,
  request,
  last,
}: {
  entry: ChainStep;
  request: RequestDetail;
  last: boolean;
}) {
  const { t } = useTranslation();
  const format = useRequestFormat();
  const { Icon, color } = ICONS[entry.state];
  const decision = entry.decision;
  const actor = decision?.actor?.full_name ?? t('requests.someone');
  const waiting = useWaitingWords()(request);
  // A parallel step: everyone who approved it, and those who did while it still waits.
  const approvals = entry.decisions.filter((event) => event.kind === 'approved');
  const approvers = nameList(
    approvals.map((event) => event.actor?.full_name ?? t('requests.someone')),
    format.language,
  );
  const detail =
    entry.state === 'approved' && decision
      ? t('requests.detail.stepApproved', {
          name: approvals.length > 1 ? approvers : actor,
          when: format.onAt(decision.created_at),
        })
      : entry.state === 'rejected' && decision
        ? t('requests.detail.stepRejected', {
            name: actor,
            when: format.onAt(decision.created_at),
          })
        : entry.state === 'current'
          ? waiting
          : t(`requests.detail.stepState.${entry.state}`);
  return (
    <Box
      component="li"
      aria-current={entry.state === 'current' ? 'step' : undefined}
      data-step-state={entry.state}
      sx={{ display: 'flex', gap: 1.5, minWidth: 0 }}
    >
      <Stack sx={{ alignItems: 'center', flexShrink: 0 }}>
        <Icon aria-hidden sx={{ color, fontSize: 24 }} />
        {last ? null : (
          <Box aria-hidden sx={{ flex: 1, width: 2, minHeight: 16, bgcolor: 'divider', my: 0.5 }} />
        )}
      </Stack>
      <Stack spacing={0.25} sx={{ pb: last ? 0 : 2, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {t('requests.detail.stepTitle', {
            number: entry.index + 1,
            approver: format.approver(entry.step),
          })}
        </Typography>
        <Typography
          variant="body2"
          color={entry.state === 'current' ? 'text.primary' : 'text.secondary'}
        >
          {detail}
        </Typography>
        {entry.state === 'current' ? <StepDeadlineLine request={request} /> : null}
        {entry.state === 'current' && approvals.length > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('requests.detail.alreadyApproved', { count: approvals.length, names: approvers })}
          </Typography>
        ) : null}
        {entry.decisions.length > 1
          ? entry.decisions
              .filter((event) => event.text)
              .map((event) => (
                <Typography
                  key={event.id}
                  variant="body2"
                  sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                >
                  {t(
                    event.kind === 'rejected'
                      ? 'requests.detail.reasonBy'
                      : 'requests.detail.noteBy',
                    { name: event.actor?.full_name ?? t('requests.someone'), text: event.text },
                  )}
                </Typography>
              ))
          : null}
        {entry.decisions.length <= 1 && decision && decision.text ? (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {t(decision.kind === 'rejected' ? 'requests.detail.reason' : 'requests.detail.note', {
              text: decision.text,
            })}
          </Typography>
        ) : null}
      </Stack>
    </Box>
  );
}
