// The signed-in entry to report (CMP-4, CMP-6): the choice of reporting anonymously or with
// one's name, and following a case. Each opens the channel's own page in a fresh load: there the
// app runs no third-party script (analytics, session recording) while the person writes, and the
// anonymous calls go without the session.
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { paths } from '@/config/paths';

import { complaintsParams } from '../paths';

const identifiedHref = `${paths.anonymousReport}?${complaintsParams.reportAs}=identified`;

export function ReportEntry() {
  const { t } = useTranslation();
  const choices = [
    {
      key: 'anonymous',
      title: t('complaints.entry.anonymousTitle'),
      body: t('complaints.entry.anonymousBody'),
      href: paths.anonymousReport,
      action: t('complaints.entry.anonymousAction'),
    },
    {
      key: 'identified',
      title: t('complaints.entry.identifiedTitle'),
      body: t('complaints.entry.identifiedBody'),
      href: identifiedHref,
      action: t('complaints.entry.identifiedAction'),
    },
  ];
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('complaints.entry.intro')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {choices.map((choice) => (
          <Card
            key={choice.key}
            variant="outlined"
            sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}
          >
            <CardContent sx={{ flex: 1 }}>
              <Typography component="h3" variant="h3" gutterBottom>
                {choice.title}
              </Typography>
              <Typography color="text.secondary">{choice.body}</Typography>
            </CardContent>
            <CardActions>
              {/* A plain link: a fresh page load, without the frame's scripts. */}
              <Button variant="contained" href={choice.href} rel="noreferrer">
                {choice.action}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Stack>
      <Typography>
        {t('complaints.entry.followText')}{' '}
        <Button href={paths.anonymousReport} rel="noreferrer" size="small">
          {t('complaints.entry.followAction')}
        </Button>
      </Typography>
    </Stack>
  );
}
