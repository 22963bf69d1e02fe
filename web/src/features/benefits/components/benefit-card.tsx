import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useNumberFormat } from '@/i18n/use-number-format';

import type { Benefit } from '../api/benefits';
import { useBenefitFormat } from '../lib/benefit-words';
import { benefitPath } from '../paths';

import { BenefitImage } from './benefit-image';
import { RequestStatusChip } from './request-status-chip';

/** A benefit in /benefits_page: its picture, title in my language, provider, category, price
 *  in points when it has one, until when it lasts and my pending request; it leads to its page. */
export function BenefitCard({ benefit }: { benefit: Benefit }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const words = useBenefitFormat();
  const pending = !benefit.granted && benefit.request?.status === 'pending';
  return (
    <Card
      variant="outlined"
      component="article"
      data-benefit={benefit.id}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardActionArea
        component={RouterLink}
        to={benefitPath(benefit.id)}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <BenefitImage url={benefit.image_url} height={128} />
        <CardContent sx={{ flexGrow: 1 }}>
          <Stack spacing={1}>
            <Typography variant="h3" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {words.title(benefit)}
            </Typography>
            {benefit.provider ? (
              <Typography variant="body2" color="text.secondary">
                {benefit.provider}
              </Typography>
            ) : null}
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75 }}>
              <Chip size="small" variant="outlined" label={benefit.category} />
              {benefit.mode === 'requestable' && benefit.price_points > 0 ? (
                <Chip
                  size="small"
                  color="primary"
                  label={t('benefits.points', {
                    count: benefit.price_points,
                    formatted: format.number(benefit.price_points),
                  })}
                />
              ) : null}
              {pending ? <RequestStatusChip status="pending" /> : null}
            </Stack>
            {benefit.valid_until ? (
              <Typography variant="body2" color="text.secondary">
                {t('benefits.card.until', { date: words.date(benefit.valid_until) })}
              </Typography>
            ) : null}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
