import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { QueryPanel } from '@/components/layout/query-panel';
import { showToast } from '@/components/toast/toast';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { ledgerKindKey, useLedgerKindText } from '@/lib/modules/ledger-kinds';

import {
  levelSettingsQueryOptions,
  saveLevelSettingsMutation,
  type LevelSettings,
} from '../api/podium-settings';

function SourcesEditor({ settings }: { settings: LevelSettings }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const kindText = useLedgerKindText('total');
  const [chosen, setChosen] = useState<string[]>(settings.sources);
  const save = useMutation(saveLevelSettingsMutation());
  const toggle = (source: string, on: boolean) =>
    setChosen((list) => (on ? [...list, source] : list.filter((s) => s !== source)));
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('admin.levels.sources.legend')}</FormLabel>
        <FormGroup>
          {/* Sources of modules this app build words (the others keep their setting). */}
          {settings.available
            .filter((source) => ledgerKindKey(source, 'total'))
            .map((source) => (
              <FormControlLabel
                key={source}
                control={
                  <Checkbox
                    checked={chosen.includes(source)}
                    onChange={(_, on) => toggle(source, on)}
                  />
                }
                label={kindText(source)}
              />
            ))}
        </FormGroup>
      </FormControl>
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          disabled={save.isPending}
          onClick={() =>
            save.mutate(chosen, {
              onSuccess: () => showToast(t('admin.levels.sources.saved'), 'success'),
              onError: (error) => showToast(errorMessage(error), 'error'),
            })
          }
        >
          {t('admin.levels.sources.save')}
        </Button>
        <Button variant="text" onClick={() => setChosen(settings.defaults)}>
          {t('admin.levels.sources.defaults')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** LVL-1: which ledger sources count toward levels (changing them announces no level-ups). */
export function LevelSourcesPanel() {
  const { t } = useTranslation();
  return (
    <QueryPanel
      title={t('admin.levels.sources.title')}
      description={t('admin.levels.sources.description')}
      query={useQuery(levelSettingsQueryOptions())}
      loadingLabel={t('admin.common.loading')}
    >
      {(settings) => <SourcesEditor settings={settings} />}
    </QueryPanel>
  );
}
