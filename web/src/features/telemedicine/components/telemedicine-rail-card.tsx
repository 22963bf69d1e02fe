import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { RailCard } from '@/components/layout/rail-card';
import { paths } from '@/config/paths';

import { telemedicineQueryOptions } from '../api/telemedicine';
import { telemedicineParams } from '../paths';

/** Providers the rail names. */
const SHOWN = 3;

/** The home rail's card "Telemedicina": the providers open to me, each leading to its place on
 *  /telemedicine (hours, link, code, numbers); nothing when none is. */
export function TelemedicineRailCard() {
  const { t } = useTranslation();
  const listId = useId();
  const query = useQuery(telemedicineQueryOptions());
  const providers = query.data ?? [];
  if (providers.length === 0) return null;
  return (
    <RailCard
      title={t('telemedicine.rail.title')}
      icon={<LocalHospitalOutlined fontSize="small" />}
      data-testid="telemedicine-rail"
    >
      <Typography id={listId} variant="body2" color="text.secondary">
        {t('telemedicine.rail.intro')}
      </Typography>
      <Stack
        component="ul"
        aria-labelledby={listId}
        spacing={1}
        sx={{ m: 0, p: 0, listStyle: 'none' }}
      >
        {providers.slice(0, SHOWN).map((provider) => (
          <Box component="li" key={provider.id}>
            <Link
              component={RouterLink}
              to={`${paths.telemedicine}?${telemedicineParams.provider}=${provider.id}`}
              underline="hover"
              sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
            >
              {provider.name}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {t(`telemedicine.kinds.${provider.kind}`)}
            </Typography>
          </Box>
        ))}
      </Stack>
      <Link component={RouterLink} to={paths.telemedicine} underline="hover" variant="body2">
        {t('telemedicine.rail.all', { count: providers.length })}
      </Link>
    </RailCard>
  );
}
