import ChatOutlined from '@mui/icons-material/ChatOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import type { CareOffer } from '@/api/types';
import { dialAddress, whatsappAddress } from '@/lib/contact-addresses';

const inEnglish = (language: string) => language.split('-')[0] === 'en';

/** Care the organisation offers, shown to the person alone when their own signals call for it
 *  (the care slot: the moods' low streak, Guía I's referral). Each offer with its hours, a call or
 *  WhatsApp at one tap, and its page in the app (link and access code). The server records
 *  nothing about it; the shared code names no module: each offer brings its own page. */
export function CareOffers({ offers }: { offers: readonly CareOffer[] }) {
  const { t, i18n } = useTranslation();
  if (offers.length === 0) return null;
  const english = inEnglish(i18n.language);
  return (
    <Stack
      spacing={1}
      component="section"
      aria-label={t('care.offers.title')}
      data-testid="care-offers"
    >
      <Typography variant="subtitle2" component="h3">
        {t('care.offers.title')}
      </Typography>
      <Typography variant="body2">{t('care.offers.intro')}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {offers.map((offer) => {
          const description = (english && offer.description_en) || offer.description;
          const hours = (english && offer.hours_en) || offer.hours;
          return (
            <Box
              component="li"
              key={`${offer.source}-${offer.id}`}
              data-care-offer={`${offer.source}-${offer.id}`}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}
            >
              {offer.logo_url ? (
                <Box
                  component="img"
                  src={offer.logo_url}
                  alt=""
                  sx={{
                    width: 40,
                    height: 40,
                    objectFit: 'contain',
                    borderRadius: 1,
                    flexShrink: 0,
                  }}
                />
              ) : null}
              <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
                  {offer.name}
                </Typography>
                {description ? (
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {description}
                  </Typography>
                ) : null}
                {hours ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('care.offers.hours', { hours })}
                  </Typography>
                ) : null}
                <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {offer.phone ? (
                    <Button
                      size="small"
                      variant="outlined"
                      startIcon={<PhoneOutlined />}
                      href={dialAddress(offer.phone)}
                      aria-label={t('care.offers.callLabel', {
                        name: offer.name,
                        phone: offer.phone,
                      })}
                    >
                      {t('care.offers.call')}
                    </Button>
                  ) : null}
                  {offer.whatsapp ? (
                    <Button
                      size="small"
                      variant="outlined"
                      startIcon={<ChatOutlined />}
                      href={whatsappAddress(offer.whatsapp)}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('care.offers.whatsappLabel', { name: offer.name })}
                    >
                      {t('care.offers.whatsapp')}
                    </Button>
                  ) : null}
                  <Button
                    size="small"
                    component={RouterLink}
                    to={offer.path}
                    aria-label={t('care.offers.openLabel', { name: offer.name })}
                  >
                    {t('care.offers.open')}
                  </Button>
                </Stack>
              </Stack>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
