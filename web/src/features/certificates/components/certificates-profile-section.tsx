import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { Panel } from '@/components/layout/panel';
import { paths } from '@/config/paths';

/** "Certificados" on the profile's settings, after the personal data they are made of: what they
 *  are and the way to the page that generates them. */
export function CertificatesProfileSection() {
  const { t } = useTranslation();
  return (
    <Panel
      level={2}
      title={t('certificates.profile.title')}
      description={t('certificates.profile.description')}
    >
      <Typography variant="body2" color="text.secondary">
        {t('certificates.profile.admissionNote')}
      </Typography>
      <Button
        component={RouterLink}
        to={paths.certificates}
        variant="outlined"
        startIcon={<WorkspacePremiumOutlined />}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {t('certificates.profile.open')}
      </Button>
    </Panel>
  );
}
