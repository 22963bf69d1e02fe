import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { CareOffers } from '@/components/care/care-offers';

import type { MoodCare } from '../api/moods';

/** "Recursos de apoyo" (MOO-★2): shown to the person alone when their own last three check-ins
 *  were at level 1–2; computed when they read their own data, recorded and sent nowhere. What
 *  other modules offer through the care slot (the telemedicine and psychological-support
 *  providers open to the person, BEN-★3) follows the organisation's resources. */
export function CareResources({ care }: { care: MoodCare }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  return (
    <Alert severity="info" variant="outlined" component="section" data-testid="mood-care">
      <AlertTitle component="h3">{t('moods.care.title')}</AlertTitle>
      <Stack spacing={1}>
        <Typography variant="body2">{t('moods.care.intro')}</Typography>
        {care.resources.map((resource) => {
          const title = (english && resource.title_en) || resource.title;
          const body = (english && resource.body_en) || resource.body;
          return (
            <Stack key={`${resource.title}-${resource.url}`} spacing={0.25}>
              <Typography variant="subtitle2" component="p">
                {resource.url ? (
                  <Link
                    href={resource.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('moods.care.open', { title })}
                  >
                    {title}
                  </Link>
                ) : (
                  title
                )}
              </Typography>
              {body ? <Typography variant="body2">{body}</Typography> : null}
            </Stack>
          );
        })}
        {care.support_contact ? (
          <Typography variant="body2">
            {t('moods.care.contact', { contact: care.support_contact })}
          </Typography>
        ) : null}
        <CareOffers offers={care.offers} />
      </Stack>
    </Alert>
  );
}
