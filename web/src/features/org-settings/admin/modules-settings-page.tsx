import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { Services } from '@/api/types';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { Panel } from '@/components/layout/panel';
import { useToastMutation } from '@/components/toast/use-toast-mutation';
import { mergeServiceFlags, type ModuleKey } from '@/config/modules';
import { apiFieldErrors } from '@/i18n/api-field-errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { orgModulesQueryOptions } from '@/lib/calls/org';

import { SWITCHABLE_MODULES, switchServicesMutation } from '../api/services';
import { SettingsSection } from '../components/settings-section';
import { useModuleText } from '../lib/use-module-text';

/** One row per module, each switch saved at once; a refusal is shown above the list as the
 *  server words it (which module, and why). */
function ModuleSwitches({ services }: { services: Services }) {
  const { t, i18n } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const moduleText = useModuleText();
  const flags = mergeServiceFlags(services);
  const save = useToastMutation(switchServicesMutation(), {
    success: (saved, change) => {
      const [flag] = Object.keys(change) as ModuleKey[];
      if (!flag) return null;
      const { name } = moduleText(flag);
      return saved[flag]
        ? t('orgSettings.modules.on', { name })
        : t('orgSettings.modules.off', { name });
    },
  });
  const refusal = save.error
    ? (Object.values(apiFieldErrors(save.error, i18n))[0] ?? errorMessage(save.error))
    : null;

  return (
    <Stack spacing={2}>
      {refusal ? (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      ) : null}
      <List disablePadding aria-label={t('orgSettings.modules.listLabel')}>
        {SWITCHABLE_MODULES.map((flag) => {
          const { name, description } = moduleText(flag);
          const nameId = `org-module-${flag}`;
          const descriptionId = `${nameId}-description`;
          return (
            <ListItem key={flag} divider disableGutters sx={{ gap: 2, py: 1.5 }}>
              <Stack spacing={0.25} sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography id={nameId} sx={{ fontWeight: 700 }}>
                  {name}
                </Typography>
                {description ? (
                  <Typography id={descriptionId} variant="body2" color="text.secondary">
                    {description}
                  </Typography>
                ) : null}
              </Stack>
              <Switch
                checked={flags[flag]}
                disabled={save.isPending}
                onChange={(event) => save.mutate({ [flag]: event.target.checked })}
                slotProps={{
                  input: {
                    'aria-labelledby': nameId,
                    ...(description ? { 'aria-describedby': descriptionId } : {}),
                  },
                }}
              />
            </ListItem>
          );
        })}
      </List>
    </Stack>
  );
}

/** Settings → Módulos: which of this build's modules the organisation uses. Switching one off
 *  takes its menu entries and screens away at once. */
export function ModulesSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingsSection
      title={t('orgSettings.modules.title')}
      description={t('orgSettings.modules.description')}
    >
      <Panel title={t('orgSettings.modules.panelTitle')}>
        <QueryContent
          query={useQuery(orgModulesQueryOptions())}
          loadingLabel={t('admin.common.loading')}
          isEmpty={() => SWITCHABLE_MODULES.length === 0}
          empty={<EmptyState title={t('orgSettings.modules.empty')} />}
        >
          {(services) => <ModuleSwitches services={services} />}
        </QueryContent>
      </Panel>
    </SettingsSection>
  );
}
