import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import type { SafetyReportSummary } from '../api/health-safety';
import { formatLocal } from '../lib/words';
import { reportPath } from '../paths';

/** Reports as cards: type and number (a link to the report), stage, place, when. */
export function ReportList({
  reports,
  label,
  officer = false,
}: {
  reports: readonly SafetyReportSummary[];
  label: string;
  officer?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {reports.map((report) => (
        <Box
          component="li"
          key={report.id}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, minWidth: 0 }}
        >
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Link component={RouterLink} to={reportPath(report.id)} sx={{ fontWeight: 600 }}>
              {t('healthSafety.report.title', {
                kind: t(`healthSafety.kind.${report.kind}`),
                id: report.id,
              })}
            </Link>
            <Chip
              size="small"
              label={t(`healthSafety.stage.${report.status}`)}
              color={report.status === 'closed' ? 'success' : 'default'}
              variant={report.status === 'closed' ? 'filled' : 'outlined'}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {[report.site_name, report.place, formatLocal(report.occurred_at)]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {officer ? (
            <Typography variant="body2" color="text.secondary">
              {[
                t(`healthSafety.severity.${report.severity}`),
                report.anonymous ? t('healthSafety.report.anonymous') : report.reporter?.full_name,
                report.injured_count > 0
                  ? t('healthSafety.officer.injuredCount', { count: report.injured_count })
                  : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
