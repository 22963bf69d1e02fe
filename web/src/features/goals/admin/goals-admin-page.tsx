import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FieldRow } from '@/components/form/field-row';
import { NumberField } from '@/components/form/fields/number-field';
import { SelectField } from '@/components/form/fields/select-field';
import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { InlineForm } from '@/components/form/inline-form';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { useSettingsForm } from '@/components/form/use-settings-form';
import { QueryPanel } from '@/components/layout/query-panel';
import { SectionHeader } from '@/components/layout/section-header';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  adminCategoriesQueryOptions,
  categoryValuesQueryOptions,
  deleteCategoryMutation,
  goalSettingsQueryOptions,
  saveCategoryMutation,
  saveGoalSettingsMutation,
} from '../api/admin-goals';
import type { GoalCategory, GoalSettings } from '../api/types';
import { categoryName } from '../lib/category-name';
import { useGoalErrorMessage } from '../lib/use-goal-error';

import {
  categoryValues,
  settingsValues,
  toCategoryRequest,
  toSettingsRequest,
  validateCategory,
  validateSettings,
  type CategoryValues,
  type SettingsValues,
} from './goals-admin-schema';

/** The console's "Objetivos": the goal categories and the module's settings. */
export function GoalsAdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('goals.admin.title'));
  return (
    <Stack spacing={3}>
      <SectionHeader title={t('goals.admin.title')} />
      <CategoriesPanel />
      <QueryPanel
        title={t('goals.admin.settings.title')}
        description={t('goals.admin.settings.description')}
        query={useQuery(goalSettingsQueryOptions())}
        loadingLabel={t('admin.common.loading')}
      >
        {(settings) => <SettingsForm settings={settings} />}
      </QueryPanel>
    </Stack>
  );
}

function CategoriesPanel() {
  const { t, i18n } = useTranslation();
  const errorMessage = useGoalErrorMessage();
  const categories = useQuery(adminCategoriesQueryOptions());
  const remove = useMutation(deleteCategoryMutation());
  const toggle = useMutation(saveCategoryMutation(null));
  const [editing, setEditing] = useState<GoalCategory | 'new' | null>(null);
  const nameOf = (category: GoalCategory) => categoryName(category, i18n.language);
  return (
    <QueryPanel
      title={t('goals.admin.categories.title')}
      description={t('goals.admin.categories.description')}
      query={categories}
      loadingLabel={t('admin.common.loading')}
    >
      {(list) => (
        <Stack spacing={1.5}>
          {remove.error ? (
            <Alert severity="error" role="alert">
              {errorMessage(remove.error)}
            </Alert>
          ) : null}
          {list.length === 0 ? (
            <Typography color="text.secondary">{t('goals.admin.categories.empty')}</Typography>
          ) : (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {list.map((category) => (
                <Paper
                  component="li"
                  variant="outlined"
                  key={category.id}
                  sx={{ p: 1.5 }}
                  data-testid="goal-category"
                >
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1}
                    sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
                  >
                    <Stack
                      direction="row"
                      spacing={1}
                      useFlexGap
                      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <Typography sx={{ fontWeight: 600 }}>{nameOf(category)}</Typography>
                      {category.value ? (
                        <Chip
                          size="small"
                          variant="outlined"
                          label={t('goals.admin.categories.valueChip', {
                            value: category.value.name ?? '',
                          })}
                        />
                      ) : null}
                      <Chip
                        size="small"
                        label={t(
                          category.active
                            ? 'goals.admin.categories.active'
                            : 'goals.admin.categories.inactive',
                        )}
                      />
                    </Stack>
                    <Stack direction="row" spacing={1}>
                      <Button size="small" onClick={() => setEditing(category)}>
                        {t('goals.admin.categories.edit')}
                      </Button>
                      <ActiveToggle category={category} />
                      <Button
                        size="small"
                        color="error"
                        loading={remove.isPending}
                        onClick={() => remove.mutate(category.id)}
                      >
                        {t('goals.admin.categories.delete')}
                      </Button>
                    </Stack>
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )}
          <Button
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => setEditing('new')}
            disabled={toggle.isPending}
          >
            {t('goals.admin.categories.create')}
          </Button>
          {editing ? (
            <CategoryDialog
              category={editing === 'new' ? null : editing}
              onClose={() => setEditing(null)}
            />
          ) : null}
        </Stack>
      )}
    </QueryPanel>
  );
}

/** Deactivates a category (it stays on its goals, leaves the choices) or activates it again. */
function ActiveToggle({ category }: { category: GoalCategory }) {
  const { t } = useTranslation();
  const save = useMutation(saveCategoryMutation(category.id));
  return (
    <Button
      size="small"
      loading={save.isPending}
      onClick={() =>
        save.mutate({
          name: category.name.en
            ? { es: category.name.es, en: category.name.en }
            : { es: category.name.es },
          value_id: category.value_id,
          active: !category.active,
        })
      }
    >
      {t(category.active ? 'goals.admin.categories.deactivate' : 'goals.admin.categories.activate')}
    </Button>
  );
}

function CategoryDialog({
  category,
  onClose,
}: {
  category: GoalCategory | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const values = useQuery(categoryValuesQueryOptions());
  const form = useMutationForm({
    defaultValues: categoryValues(category),
    validate: validateCategory,
    mutation: saveCategoryMutation(category?.id ?? null),
    toRequest: (input: CategoryValues) => ({
      ...toCategoryRequest(input),
      ...(category ? { active: category.active } : {}),
    }),
    serverFields: { 'name.es': 'nameEs', 'name.en': 'nameEn', value_id: 'valueId' },
    successToast: () => t('goals.admin.categories.saved'),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title={t(
        category ? 'goals.admin.categories.editTitle' : 'goals.admin.categories.createTitle',
      )}
      submitLabel={t('goals.admin.categories.save')}
      onClose={onClose}
    >
      <TextField name="nameEs" label={t('goals.admin.categories.nameEs')} required maxLength={80} />
      <TextField name="nameEn" label={t('goals.admin.categories.nameEn')} maxLength={80} />
      <SelectField
        name="valueId"
        label={t('goals.admin.categories.value')}
        helperText={t('goals.admin.categories.valueHelp')}
        options={[
          { value: '', label: t('goals.admin.categories.noValue') },
          ...(values.data ?? []).map((value) => ({ value: String(value.id), label: value.name })),
        ]}
      />
    </FormDialog>
  );
}

function SettingsForm({ settings }: { settings: GoalSettings }) {
  const { t } = useTranslation();
  const form = useSettingsForm({
    current: settings,
    toValues: settingsValues,
    validate: validateSettings,
    mutation: saveGoalSettingsMutation(),
    toRequest: toSettingsRequest,
  });
  return (
    <InlineForm
      form={form}
      submitLabel={t('goals.admin.settings.save')}
      done={form.saved ? t('goals.admin.settings.saved') : null}
    >
      <NumberField
        name="nudgeDays"
        label={t('goals.admin.settings.nudgeDays')}
        helperText={t('goals.admin.settings.nudgeDaysHelp')}
      />
      <FieldRow>
        <NumberField name="behindDelta" label={t('goals.admin.settings.behindDelta')} />
        <NumberField name="atRiskDelta" label={t('goals.admin.settings.atRiskDelta')} />
      </FieldRow>
      <SettingsPreview />
    </InlineForm>
  );
}

/** What the deltas mean, as they are typed: "con 50 % del tiempo transcurrido…". */
function SettingsPreview() {
  const { t } = useTranslation();
  const [behind, atRisk] = useWatch<SettingsValues, ['behindDelta', 'atRiskDelta']>({
    name: ['behindDelta', 'atRiskDelta'],
  });
  const b = Number(behind);
  const r = Number(atRisk);
  if (!Number.isFinite(b) || !Number.isFinite(r)) return null;
  const expected = 50;
  return (
    <Alert severity="info" data-testid="settings-preview">
      {t('goals.admin.settings.preview', {
        expected,
        onTrack: Math.max(0, expected - b),
        behind: Math.max(0, expected - r),
      })}
    </Alert>
  );
}
