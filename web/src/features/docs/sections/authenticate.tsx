import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { CodeBlock } from '../components/code-block';

export function Authenticate() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{t('docs.authenticate.title')}</Typography>
      <Typography>{t('docs.authenticate.intro')}</Typography>
      <Typography>{t('docs.authenticate.header')}</Typography>
      <CodeBlock code="Authorization: <API_KEY>" />
      <Typography variant="h2">{t('docs.authenticate.manageTitle')}</Typography>
      <Typography>{t('docs.authenticate.manage')}</Typography>
      <Typography>{t('docs.authenticate.once')}</Typography>
      <Typography>{t('docs.authenticate.revoke')}</Typography>
      <Typography>{t('docs.authenticate.secret')}</Typography>
    </Stack>
  );
}
