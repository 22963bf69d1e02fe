import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useShallow } from 'zustand/react/shallow';

import { Panel } from '@/components/layout/panel';
import { useAppStore } from '@/stores/app-store';

import { setupLinks } from '../links';

/** How the organisation's mails and sign-in header look (its colour with its logo or name), and
 *  the addresses it is served at, each a link to try. */
export function BrandPreview() {
  const { t } = useTranslation();
  const { org, settings } = useAppStore(
    useShallow((state) => ({ org: state.org.org, settings: state.org.orgSettings })),
  );
  const logo = settings?.branding.logo_url ?? null;
  const hosts = org?.hosts ?? [];
  return (
    <Panel level={2} title={t('setupCheck.brand.title')} description={t('setupCheck.brand.lead')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box
          data-testid="brand-preview"
          sx={{
            bgcolor: 'primary.main',
            borderRadius: 1,
            px: 3,
            py: 2,
            width: '100%',
            display: 'flex',
            alignItems: 'center',
            minHeight: 72,
          }}
        >
          {logo ? (
            <Box
              component="img"
              src={logo}
              alt={org?.name ?? ''}
              sx={{ maxHeight: 48, maxWidth: 200 }}
            />
          ) : (
            <Typography sx={{ color: 'primary.contrastText', fontWeight: 700, fontSize: 22 }}>
              {org?.name}
            </Typography>
          )}
        </Box>
        {logo ? null : <Typography variant="body2">{t('setupCheck.brand.noLogo')}</Typography>}
        <Stack spacing={0.5}>
          <Typography variant="subtitle2" component="p">
            {t('setupCheck.brand.hosts')}
          </Typography>
          {hosts.length === 0 ? (
            <Typography variant="body2">{t('setupCheck.brand.noHosts')}</Typography>
          ) : (
            <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
              {hosts.map((host) => (
                <li key={host}>
                  <Typography
                    component="a"
                    variant="body2"
                    href={`https://${host}/login`}
                    target="_blank"
                    rel="noopener noreferrer"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {host}
                  </Typography>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
        <Button component={RouterLink} to={setupLinks.branding} variant="outlined">
          {t('setupCheck.brand.change')}
        </Button>
      </Stack>
    </Panel>
  );
}
