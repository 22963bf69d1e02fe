import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';

import { CareOffers } from '@/components/care/care-offers';
import { DateTimeText } from '@/components/date-text';
import { QueryContent } from '@/components/feedback/query-content';
import { useDocumentTitle } from '@/lib/use-document-title';

import { reportQueryOptions, type SafetyReport } from '../api/health-safety';
import { FollowUpList } from '../components/follow-up-list';
import { Investigation } from '../components/investigation';
import { formatDay, formatLocal } from '../lib/words';
import { healthSafetyPaths } from '../paths';

/** `/health_safety/reports/:reportId`: one report, for its reporter, the people hurt in it and
 *  officers. Everyone sees its stage and corrective actions; the reporter, its follow-up (stages
 *  and the safety team's replies); the person hurt, the care offers; officers, the investigation
 *  (stepper, severity, root cause, actions, a reply to the reporter, sign-off, history). */
export function ReportPage() {
  const { t } = useTranslation();
  const { reportId } = useParams();
  const id = Number(reportId);
  const query = useQuery({ ...reportQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
  useDocumentTitle(t('healthSafety.page.title'));
  return (
    <Stack spacing={2} sx={{ maxWidth: 900, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Link
        component={RouterLink}
        to={healthSafetyPaths.page}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
      >
        <ArrowBack fontSize="small" aria-hidden />
        {t('healthSafety.report.back')}
      </Link>
      <QueryContent query={query} loadingLabel={t('healthSafety.report.loading')}>
        {(report) => <ReportView report={report} />}
      </QueryContent>
    </Stack>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 0.5 }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function ReportView({ report }: { report: SafetyReport }) {
  const { t } = useTranslation();
  const officer = report.root_cause !== null;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h1">
          {t('healthSafety.report.title', {
            kind: t(`healthSafety.kind.${report.kind}`),
            id: report.id,
          })}
        </Typography>
        <Chip
          label={t(`healthSafety.stage.${report.status}`)}
          color={report.status === 'closed' ? 'success' : 'default'}
        />
      </Stack>
      {report.care_offers && report.care_offers.length > 0 ? (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
          <CareOffers offers={report.care_offers} />
        </Box>
      ) : null}
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {report.description}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        <Row label={t('healthSafety.report.place')}>{report.place}</Row>
        {report.site_name ? (
          <Row label={t('healthSafety.report.site')}>{report.site_name}</Row>
        ) : null}
        <Row label={t('healthSafety.report.occurredAt')}>{formatLocal(report.occurred_at)}</Row>
        <Row label={t('healthSafety.report.severity')}>
          {t(`healthSafety.severity.${report.severity}`)}
        </Row>
        {officer ? (
          <Row label={t('healthSafety.report.reporter')}>
            {report.reporter?.full_name ?? t('healthSafety.report.anonymous')}
          </Row>
        ) : null}
        {report.injured.length > 0 ? (
          <Row label={t('healthSafety.report.injured')}>
            {report.injured.map((person) => person.full_name).join(', ')}
          </Row>
        ) : null}
      </Box>
      {report.photos.length > 0 ? (
        <Stack spacing={1}>
          <Typography variant="h2">{t('healthSafety.report.photos')}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {report.photos.map((photo) => (
              <Link key={photo.url} href={photo.url} target="_blank" rel="noopener noreferrer">
                {photo.name}
              </Link>
            ))}
          </Stack>
        </Stack>
      ) : null}
      <Stack spacing={1} component="section" aria-label={t('healthSafety.report.actions')}>
        <Typography variant="h2">{t('healthSafety.report.actions')}</Typography>
        {report.actions.length === 0 ? (
          <Typography color="text.secondary">{t('healthSafety.report.noActions')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
            {report.actions.map((action) => (
              <Box
                component="li"
                key={action.task_id}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}
              >
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ justifyContent: 'space-between' }}
                >
                  <Typography sx={{ fontWeight: 600 }}>{action.title}</Typography>
                  <Chip
                    size="small"
                    label={t(`healthSafety.report.actionStatus.${action.status}`)}
                    color={action.status === 'done' ? 'success' : 'default'}
                    sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
                  />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {[
                    action.assignees.map((person) => person.full_name).join(', '),
                    action.due_on
                      ? t('healthSafety.report.due', { day: formatDay(action.due_on) })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Stack>
      {report.signed_off_by ? (
        <Alert severity="success">
          {t('healthSafety.report.signedOff', { name: report.signed_off_by.full_name })}
          {report.signed_off_at ? (
            <>
              {' · '}
              <DateTimeText value={report.signed_off_at} />
            </>
          ) : null}
        </Alert>
      ) : null}
      {!officer && report.follow_up.length > 0 ? (
        <Stack spacing={1} component="section" aria-label={t('healthSafety.follow.timeline')}>
          <Typography variant="h2">{t('healthSafety.follow.timeline')}</Typography>
          <FollowUpList entries={report.follow_up} label={t('healthSafety.follow.timeline')} />
        </Stack>
      ) : null}
      {officer ? <Investigation report={report} /> : null}
    </Stack>
  );
}
