import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { CodeBlock } from '../components/code-block';

const HEADER_SAMPLE = 'Authorization: ak_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX';

/** How a call authenticates: the raw key in Authorization; how keys are managed. */
export function Authenticate() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{t('docs.authenticate.title')}</Typography>
      <Typography>{t('docs.authenticate.intro')}</Typography>
      <Typography>{t('docs.authenticate.header')}</Typography>
      <CodeBlock code={HEADER_SAMPLE} />
      <Typography>{t('docs.authenticate.noBearer')}</Typography>
      <Typography variant="h2">{t('docs.authenticate.manageTitle')}</Typography>
      <Typography>{t('docs.authenticate.manage')}</Typography>
      <Typography>{t('docs.authenticate.once')}</Typography>
      <Typography>{t('docs.authenticate.expiry')}</Typography>
      <Typography>{t('docs.authenticate.revoke')}</Typography>
      <Typography variant="h2">{t('docs.authenticate.failuresTitle')}</Typography>
      <Typography>{t('docs.authenticate.failures')}</Typography>
      <Typography>{t('docs.authenticate.appCalls')}</Typography>
      <Typography>{t('docs.authenticate.secret')}</Typography>
    </Stack>
  );
}
