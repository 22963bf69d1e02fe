// /verify and /verify/:code: the public check of a certificate by its verification code, for
// anyone the certificate is shown to (a bank, a landlord, a new employer), signed in or not. The
// organisation is the host's; the call sends no session. The code typed goes into the address, so
// the page's link is the one printed on the PDF.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { ApiError } from '@/api/errors';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { TextInput } from '@/components/form/text-input';
import { BrandMark } from '@/components/layout/brand-mark';
import { brandingQueryOptions } from '@/lib/calls/org';
import { useDocumentTitle } from '@/lib/use-document-title';

import { CODE_MAX_LENGTH, certificateCheckQueryOptions, normalizeCode } from '../api/certificates';
import { CertificateFacts } from '../components/certificate-facts';
import { LanguageSwitch } from '../components/language-switch';
import { isUnknownCode } from '../lib/certificate-error';
import { verifyPathFor } from '../lib/certificate-link';

export function VerifyPage() {
  const { t } = useTranslation();
  const branding = useQuery(brandingQueryOptions()).data;
  useDocumentTitle(t('certificates.verify.title'), branding?.org_name);
  const params = useParams();
  const code = normalizeCode(params.code ?? '');
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', bgcolor: 'background.default', px: 2, py: { xs: 2, sm: 4 } }}
    >
      <Stack spacing={3} sx={{ maxWidth: 680, mx: 'auto' }}>
        <Stack
          direction="row"
          spacing={2}
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            rowGap: 1,
          }}
        >
          <BrandMark
            name={branding?.org_name ?? t('app.name')}
            logoUrl={branding?.logo_url}
            color="primary.main"
          />
          <LanguageSwitch />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
            {t('certificates.verify.title')}
          </Typography>
          <Typography color="text.secondary">{t('certificates.verify.intro')}</Typography>
        </Stack>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={3}>
            <CodeForm key={code} initial={code} />
            {code ? <CheckResult code={code} /> : null}
          </Stack>
        </Paper>
        {branding?.tagline ? (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {branding.tagline}
          </Typography>
        ) : null}
      </Stack>
    </Box>
  );
}

/** The code field, prefilled from the address; checking puts the code in the address. */
function CodeForm({ initial }: { initial: string }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = normalizeCode(value);
    if (!typed) {
      setMissing(true);
      return;
    }
    void navigate(verifyPathFor(typed));
  };
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('certificates.verify.formLabel')}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}
    >
      <TextInput
        id={`${id}-code`}
        label={t('certificates.verify.code')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setMissing(false);
        }}
        error={missing}
        helperText={
          missing ? t('certificates.verify.codeMissing') : t('certificates.verify.codeHint')
        }
        autoComplete="off"
        inputProps={{ maxLength: CODE_MAX_LENGTH, spellCheck: false, autoCapitalize: 'characters' }}
        sx={{ fontFamily: 'monospace' }}
      />
      <Button type="submit" variant="contained" size="large" sx={{ flexShrink: 0, minHeight: 56 }}>
        {t('certificates.verify.check')}
      </Button>
    </Stack>
  );
}

/** Valid with what it states, or not found (no other detail), or a failure to retry. */
function CheckResult({ code }: { code: string }) {
  const { t } = useTranslation();
  const check = useQuery(certificateCheckQueryOptions(code));
  if (check.isPending) return <LoadingBlock label={t('certificates.verify.loading')} />;
  if (check.isError) {
    if (isUnknownCode(check.error)) {
      return (
        <Alert severity="error" role="alert">
          {t('certificates.verify.notFound')}
        </Alert>
      );
    }
    if (check.error instanceof ApiError && check.error.status === 403) {
      return (
        <Alert severity="warning" role="alert">
          {t('certificates.verify.unavailable')}
        </Alert>
      );
    }
    return (
      <LoadError
        error={check.error}
        onRetry={() => void check.refetch()}
        retrying={check.isFetching}
      />
    );
  }
  return (
    <Stack spacing={2} role="region" aria-label={t('certificates.verify.valid')}>
      <Alert severity="success" role="status">
        <AlertTitle sx={{ mb: 0 }}>{t('certificates.verify.valid')}</AlertTitle>
        {t('certificates.verify.validBody', { organization: check.data.organization_name })}
      </Alert>
      <CertificateFacts check={check.data} />
    </Stack>
  );
}
