import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { Panel } from '@/components/layout/panel';
import { moduleSwitches } from '@/lib/modules/console';
import { useAppStore } from '@/stores/app-store';

import { setupLinks } from '../links';

/** Which modules the organisation has on and off (every module's switch, named as the modules
 *  settings name them): what its people see in their menu. */
export function ModulesSummary() {
  const { t } = useTranslation();
  const services = useAppStore((state) => state.services);
  const switches = useMemo(() => [...moduleSwitches().values()], []);
  const on = switches.filter((item) => services[item.flag]);
  const off = switches.filter((item) => !services[item.flag]);
  return (
    <Panel
      level={2}
      title={t('setupCheck.modules.title')}
      description={t('setupCheck.modules.lead', { on: on.length, total: switches.length })}
    >
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p">
            {t('setupCheck.modules.onTitle')}
          </Typography>
          <Stack
            direction="row"
            useFlexGap
            sx={{ flexWrap: 'wrap', gap: 1 }}
            aria-label={t('setupCheck.modules.onTitle')}
          >
            {on.map((item) => (
              <Chip
                key={item.flag}
                size="small"
                color="success"
                variant="outlined"
                label={t(item.name)}
              />
            ))}
          </Stack>
        </Stack>
        {off.length > 0 ? (
          <Stack spacing={1}>
            <Typography variant="subtitle2" component="p">
              {t('setupCheck.modules.offTitle')}
            </Typography>
            <Stack
              direction="row"
              useFlexGap
              sx={{ flexWrap: 'wrap', gap: 1 }}
              aria-label={t('setupCheck.modules.offTitle')}
            >
              {off.map((item) => (
                <Chip key={item.flag} size="small" variant="outlined" label={t(item.name)} />
              ))}
            </Stack>
          </Stack>
        ) : null}
        <Button component={RouterLink} to={setupLinks.modules} variant="outlined">
          {t('setupCheck.modules.change')}
        </Button>
      </Stack>
    </Panel>
  );
}
