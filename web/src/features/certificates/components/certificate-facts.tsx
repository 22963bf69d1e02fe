import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { DateText } from '@/components/date-text';

import type { CertificateCheck } from '../api/certificates';

import { kindLabel } from './kind-label';

/** What a valid certificate states, as a list of terms and values; a position or department the
 *  profile had none of is left out. */
export function CertificateFacts({ check }: { check: CertificateCheck }) {
  const { t } = useTranslation();
  const rows: [string, ReactNode][] = [
    [t('certificates.facts.kind'), kindLabel(t, check.kind)],
    [t('certificates.facts.person'), check.person_name],
    [t('certificates.facts.organization'), check.organization_name],
    [t('certificates.facts.admission'), <DateText key="admission" value={check.admission_date} />],
    ...(check.job_position
      ? [[t('certificates.facts.position'), check.job_position] as [string, ReactNode]]
      : []),
    ...(check.department_name
      ? [[t('certificates.facts.department'), check.department_name] as [string, ReactNode]]
      : []),
    [t('certificates.facts.issued'), <DateText key="issued" value={check.issued_at} />],
    [
      t('certificates.facts.code'),
      <Box key="code" component="code" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
        {check.code}
      </Box>,
    ],
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
      }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography
            component="dt"
            variant="body2"
            color="text.secondary"
            sx={{ mt: { xs: 1, sm: 0 } }}
          >
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
