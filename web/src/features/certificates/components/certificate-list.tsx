import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { CopyButton } from '@/components/copy-button';
import { DateTimeText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { PlainList } from '@/components/layout/plain-list';

import { myCertificatesQueryOptions, type Certificate } from '../api/certificates';
import { verificationLink } from '../lib/certificate-link';

import { CertificatePdfButton } from './certificate-pdf-button';
import { kindLabel } from './kind-label';

/** The certificates the person generated, newest first: kind, when, language and code, with
 *  "Descargar PDF" and "Copiar enlace de verificación" (this host's public check). */
export function CertificateList() {
  const { t } = useTranslation();
  const query = useQuery(myCertificatesQueryOptions());
  return (
    <QueryContent
      query={query}
      loadingLabel={t('certificates.list.loading')}
      isEmpty={(items) => items.length === 0}
      empty={
        <EmptyState
          icon={<WorkspacePremiumOutlined fontSize="inherit" />}
          title={t('certificates.list.empty')}
          body={t('certificates.list.emptyBody')}
        />
      }
    >
      {(items) => (
        <PlainList label={t('certificates.list.title')} sx={{ display: 'grid', gap: 1.5 }}>
          {items.map((certificate) => (
            <CertificateItem key={certificate.id} certificate={certificate} />
          ))}
        </PlainList>
      )}
    </QueryContent>
  );
}

function CertificateItem({ certificate }: { certificate: Certificate }) {
  const { t } = useTranslation();
  const link = verificationLink(certificate.verify_path, window.location.origin);
  return (
    <Box component="li" data-testid="certificate" sx={{ minWidth: 0 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'stretch', md: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {kindLabel(t, certificate.kind)}
              </Typography>
              <Chip
                size="small"
                variant="outlined"
                label={t(`languages.${certificate.language}`)}
                lang={certificate.language}
              />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('certificates.list.issued')} <DateTimeText value={certificate.issued_at} />
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t('certificates.list.code')}{' '}
              <Box component="code" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                {certificate.code}
              </Box>
            </Typography>
          </Stack>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { xs: 'stretch', sm: 'center' }, flexShrink: 0 }}
          >
            <CertificatePdfButton certificate={certificate} />
            <CopyButton
              text={link}
              label={t('certificates.list.copyLink')}
              copiedLabel={t('certificates.list.copied')}
              failedLabel={t('certificates.list.copyFailed')}
              ariaLabel={t('certificates.list.copyLinkOf', { code: certificate.code })}
              size="medium"
            />
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
