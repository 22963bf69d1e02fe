import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { CareOffers } from '@/components/care/care-offers';

import type { PsyGuide1Outcome } from '../api/psychosocial';
import { useWording } from '../lib/text';

/** What Guía I's answers mean for the person, told calmly: whether the occupational-health staff
 *  will reach out for a clinical evaluation (only they see it), the next steps, the care
 *  resources and, with a referral, what the organisation offers through the care slot (its
 *  telemedicine and psychological-support providers, BEN-★3). Shown after sending and on every
 *  later visit. */
export function Guide1OutcomeCard({ outcome }: { outcome: PsyGuide1Outcome }) {
  const { t } = useTranslation();
  const word = useWording();
  return (
    <Alert
      severity={outcome.needs_referral ? 'info' : 'success'}
      variant="outlined"
      component="section"
      role="status"
      data-testid="psy-guide1-outcome"
    >
      <AlertTitle component="h2">
        {outcome.needs_referral
          ? t('psychosocial.outcome.referralTitle')
          : t('psychosocial.outcome.noReferralTitle')}
      </AlertTitle>
      <Stack spacing={1.5}>
        {outcome.needs_referral ? (
          <Typography variant="body2">{t('psychosocial.outcome.referralBody')}</Typography>
        ) : null}
        {word(outcome.next_steps) ? (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {word(outcome.next_steps)}
          </Typography>
        ) : null}
        {outcome.care.length > 0 ? (
          <Stack spacing={1} component="section" aria-label={t('psychosocial.outcome.care')}>
            <Typography variant="subtitle2" component="h3">
              {t('psychosocial.outcome.care')}
            </Typography>
            {outcome.care.map((resource) => {
              const title = word(resource.title);
              const body = word(resource.body);
              return (
                <Stack key={`${resource.title.es}-${resource.url ?? ''}`} spacing={0.25}>
                  <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
                    {resource.url ? (
                      <Link href={resource.url} target="_blank" rel="noopener noreferrer">
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
          </Stack>
        ) : null}
        <CareOffers offers={outcome.offers} />
      </Stack>
    </Alert>
  );
}
