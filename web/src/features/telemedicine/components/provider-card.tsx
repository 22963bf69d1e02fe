import ChatOutlined from '@mui/icons-material/ChatOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { CopyButton } from '@/components/copy-button';
import { dialAddress, whatsappAddress } from '@/lib/contact-addresses';

import {
  openProviderMutation,
  type TelemedicineChannel,
  type TelemedicineProvider,
} from '../api/telemedicine';
import { useProviderWords } from '../lib/provider-words';

import { ProviderLogo } from './provider-logo';

export type ProviderCardProps = {
  provider: TelemedicineProvider;
  /** The provider the person came to see (from a care offer): brought into view and marked. */
  highlighted?: boolean;
};

/** A provider on /telemedicine: logo, name, kind, what it offers, hours and languages, and each
 *  way to reach it: its link (deep link or single sign-on) with its access code to copy, a call,
 *  WhatsApp. Using one of them adds one to the provider's count of the day; nothing says who. */
export function ProviderCard({ provider, highlighted = false }: ProviderCardProps) {
  const { t } = useTranslation();
  const words = useProviderWords();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  // The count is all the server keeps; a failed count never stands between a person and care.
  const open = useMutation(openProviderMutation());
  const count = (channel: TelemedicineChannel) => open.mutate({ id: provider.id, channel });
  const description = words.description(provider);
  const hours = words.hours(provider);

  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [highlighted]);

  return (
    <Paper
      ref={ref}
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-provider={provider.id}
      data-highlighted={highlighted || undefined}
      sx={{
        p: { xs: 2, sm: 2.5 },
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        minWidth: 0,
        borderColor: highlighted ? 'primary.main' : undefined,
        borderWidth: highlighted ? 2 : undefined,
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <ProviderLogo url={provider.logo_url} size={56} />
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography
            id={titleId}
            variant="h2"
            sx={{ fontSize: '1.2rem', overflowWrap: 'anywhere' }}
          >
            {provider.name}
          </Typography>
          <Box>
            <Chip
              size="small"
              variant="outlined"
              label={t(`telemedicine.kinds.${provider.kind}`)}
            />
          </Box>
        </Stack>
      </Stack>
      {description ? (
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {description}
        </Typography>
      ) : null}
      {hours || provider.languages.length > 0 ? (
        <Stack spacing={0.5}>
          {hours ? (
            <Line icon={<ScheduleOutlined fontSize="small" />}>
              {t('telemedicine.card.hours', { hours })}
            </Line>
          ) : null}
          {provider.languages.length > 0 ? (
            <Line icon={<TranslateOutlined fontSize="small" />}>
              {t('telemedicine.card.languages', { languages: words.languages(provider.languages) })}
            </Line>
          ) : null}
        </Stack>
      ) : null}
      {provider.access_code ? (
        <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="body2">{t('telemedicine.card.code')}</Typography>
          <Typography
            component="code"
            data-testid="telemedicine-code"
            sx={{
              fontFamily: 'monospace',
              fontWeight: 700,
              px: 1,
              py: 0.25,
              borderRadius: 1,
              bgcolor: 'action.hover',
              overflowWrap: 'anywhere',
            }}
          >
            {provider.access_code}
          </Typography>
          <CopyButton
            text={provider.access_code}
            label={t('telemedicine.card.copy')}
            copiedLabel={t('telemedicine.card.copied')}
            failedLabel={t('telemedicine.card.copyFailed')}
            ariaLabel={t('telemedicine.card.copyLabel', { name: provider.name })}
            onCopied={() => count('code')}
          />
        </Stack>
      ) : null}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 'auto', pt: 0.5 }}>
        {provider.link ? (
          <Button
            variant="contained"
            endIcon={<OpenInNew />}
            href={provider.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('telemedicine.card.openLabel', { name: provider.name })}
            onClick={() => count('link')}
          >
            {t('telemedicine.card.open')}
          </Button>
        ) : null}
        {provider.phone ? (
          <Button
            variant="outlined"
            startIcon={<PhoneOutlined />}
            href={dialAddress(provider.phone)}
            aria-label={t('telemedicine.card.callLabel', {
              name: provider.name,
              phone: provider.phone,
            })}
            onClick={() => count('phone')}
          >
            {provider.phone}
          </Button>
        ) : null}
        {provider.whatsapp ? (
          <Button
            variant="outlined"
            startIcon={<ChatOutlined />}
            href={whatsappAddress(provider.whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('telemedicine.card.whatsappLabel', { name: provider.name })}
            onClick={() => count('whatsapp')}
          >
            {t('telemedicine.card.whatsapp')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', color: 'text.secondary' }}>
      <Box aria-hidden sx={{ display: 'inline-flex', pt: 0.25 }}>
        {icon}
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}
