import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { NumberField } from '@/components/form/fields/number-field';
import { SelectField } from '@/components/form/fields/select-field';
import { TextField } from '@/components/form/fields/text-field';
import { InlineForm } from '@/components/form/inline-form';
import { useSettingsForm } from '@/components/form/use-settings-form';
import { QueryPanel } from '@/components/layout/query-panel';
import { levelsQueryOptions, type Level } from '@/lib/calls/points';
import { moduleOn } from '@/lib/modules/manifest';
import { useAppStore } from '@/stores/app-store';

import {
  LEVEL_NAME_MAX_LENGTH,
  LEVELS_MAX,
  levelBadgesQueryOptions,
  previewLevelsMutation,
  replaceLevelsMutation,
} from '../api/podium-settings';

import { LevelsPreview } from './levels-preview';
import {
  levelFieldOfRequest,
  levelsFormFrom,
  toLevelInputs,
  validateLevelsForm,
} from './podium-schemas';

/** The badge picker's choices: none, the active badges, and a level's badge that is no longer
 *  active (kept as it is; saving refuses it, so the admin picks another). null: no picker (the
 *  badges module is off, or its list is loading). */
function useBadgeOptions(rows: readonly { badge_id: string }[]) {
  const { t } = useTranslation();
  const services = useAppStore((state) => state.services);
  const badges = useQuery({
    ...levelBadgesQueryOptions(),
    enabled: moduleOn('badges', services),
  });
  // Shown once the badges are known, so each level's select starts with its badge among them.
  if (!moduleOn('badges', services) || badges.isPending) return null;
  const active = badges.data ?? [];
  const missing = [...new Set(rows.map((row) => row.badge_id).filter((id) => id !== ''))].filter(
    (id) => !active.some((badge) => String(badge.id) === id),
  );
  return [
    { value: '', label: t('admin.levels.noBadge') },
    ...active.map((badge) => ({ value: String(badge.id), label: badge.name })),
    ...missing.map((id) => ({ value: id, label: t('admin.levels.inactiveBadge', { id }) })),
  ];
}

function LevelsEditor({ levels }: { levels: Level[] }) {
  const { t } = useTranslation();
  const form = useSettingsForm({
    current: levels,
    toValues: levelsFormFrom,
    validate: validateLevelsForm,
    mutation: replaceLevelsMutation(),
    toRequest: (values) => toLevelInputs(values.levels),
    serverField: levelFieldOfRequest,
  });
  const { control, formState } = form.form;
  const rows = useFieldArray({ control, name: 'levels' });
  const watched = form.form.watch('levels');
  const badgeOptions = useBadgeOptions(watched);
  const preview = useMutation(previewLevelsMutation());
  const showPreview = () => {
    const values = form.form.getValues();
    const problems = validateLevelsForm(values);
    if (Object.keys(problems).length > 0) {
      void form.form.trigger();
      return;
    }
    preview.mutate(toLevelInputs(values.levels));
  };
  const listCheck = formState.errors.levels?.root?.message;
  // A check of the whole list (a glossary key), or the server's text about it.
  const listError = listCheck
    ? t(listCheck as 'admin.levels.errors.tooMany', { max: LEVELS_MAX })
    : formState.errors.levels?.message;

  return (
    <InlineForm
      form={form}
      submitLabel={t('admin.levels.submit')}
      done={form.saved ? t('admin.levels.saved') : null}
      extraActions={
        <>
          <Button
            variant="outlined"
            startIcon={<Add />}
            onClick={() =>
              rows.append({ name: '', name_en: '', min_points: '', emoji: '', badge_id: '' })
            }
            disabled={rows.fields.length >= LEVELS_MAX}
          >
            {t('admin.levels.add')}
          </Button>
          <Button variant="outlined" onClick={showPreview} disabled={preview.isPending}>
            {t('admin.levels.preview')}
          </Button>
        </>
      }
    >
      {listError ? (
        <Alert severity="error" role="alert">
          {listError}
        </Alert>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {t('admin.levels.englishHelp')}
      </Typography>
      {rows.fields.length === 0 ? (
        <Typography color="text.secondary">{t('admin.levels.empty')}</Typography>
      ) : null}
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.fields.map((row, index) => {
          const number = index + 1;
          return (
            <Stack
              component="li"
              key={row.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ alignItems: { sm: 'flex-start' } }}
              aria-label={t('admin.levels.rowLabel', { number })}
            >
              <TextField
                name={`levels.${index}.emoji`}
                label={t('admin.levels.emoji')}
                maxLength={16}
                autoComplete="off"
                sx={{ maxWidth: { sm: 110 } }}
              />
              <TextField
                name={`levels.${index}.name`}
                label={t('admin.levels.name')}
                required
                maxLength={LEVEL_NAME_MAX_LENGTH}
              />
              <TextField
                name={`levels.${index}.name_en`}
                label={t('admin.levels.nameEn')}
                maxLength={LEVEL_NAME_MAX_LENGTH}
              />
              <NumberField
                name={`levels.${index}.min_points`}
                label={t('admin.levels.minPoints')}
                required
              />
              {badgeOptions ? (
                <SelectField
                  name={`levels.${index}.badge_id`}
                  label={t('admin.levels.badge')}
                  options={badgeOptions}
                  helperText={index === 0 ? t('admin.levels.badgeHelp') : undefined}
                />
              ) : null}
              <IconButton
                aria-label={t('admin.levels.remove', { number })}
                onClick={() => rows.remove(index)}
                sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
              >
                <DeleteOutlined />
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
      <LevelsPreview
        preview={preview.data ?? null}
        levels={toLevelInputs(form.form.getValues().levels)}
        error={preview.error}
      />
    </InlineForm>
  );
}

/** Levels earned by lifetime points received; saving replaces the whole list. */
export function LevelsPanel() {
  const { t } = useTranslation();
  return (
    <QueryPanel
      title={t('admin.levels.title')}
      description={t('admin.levels.description')}
      query={useQuery(levelsQueryOptions())}
      loadingLabel={t('admin.common.loading')}
    >
      {(levels) => <LevelsEditor levels={levels} />}
    </QueryPanel>
  );
}
