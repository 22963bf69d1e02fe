import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Suspense, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';

import { useCompactDialog } from '@/components/dialog/use-compact-dialog';
import { ViewDialog } from '@/components/dialog/view-dialog';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { SelectInput } from '@/components/form/select-input';
import { FormRenderer } from '@/components/forms/form-renderer';
import { departmentDetailsQueryOptions } from '@/lib/calls/directory';
import { localizeForm } from '@/lib/forms/localize';
import {
  TENURE_BANDS,
  type Answers,
  type FormContext,
  type FormDefinition,
  type HiddenField,
} from '@/lib/forms/types';
import { orgName } from '@/lib/org-wording';

import type { EditLanguage } from './draft';

/** The phone width the preview can be narrowed to. */
export const PHONE_WIDTH = 375;

export type PreviewDialogProps = {
  /** The form as it would be kept; null while the draft has problems. */
  definition: FormDefinition | null;
  /** How many problems keep it from showing. */
  problems: number;
  /** The hidden fields its conditions read, with the values they compare them with (the
   *  preview lets them be chosen). */
  fields: ReadonlyMap<HiddenField, ReadonlySet<string | number>>;
  onClose: () => void;
};

/** The form as people see it: in Spanish or English, at a phone's width or the dialog's, with
 *  answers that are checked but never sent. Conditions on a person's data read the data chosen
 *  here. */
export function PreviewDialog({ definition, problems, fields, onClose }: PreviewDialogProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const compact = useCompactDialog();
  const [language, setLanguage] = useState<EditLanguage>(
    i18n.language.startsWith('en') ? 'en' : 'es',
  );
  const [phone, setPhone] = useState(false);
  const [context, setContext] = useState<FormContext>({});
  // Answers carry over a change of language (the renderer starts again in the other one).
  const [answers, setAnswers] = useState<Answers>({});
  const [checked, setChecked] = useState(false);
  const form = useMemo(
    () => (definition ? localizeForm(definition, language) : null),
    [definition, language],
  );

  return (
    <ViewDialog title={t('forms.admin.preview.title')} onClose={onClose} maxWidth="md">
      <Stack spacing={2.5}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
          <Toggle
            label={t('forms.admin.preview.language')}
            value={language}
            onChange={(next) => {
              setLanguage(next as EditLanguage);
              setChecked(false);
            }}
            options={[
              { value: 'es', label: t('languages.es'), lang: 'es' },
              { value: 'en', label: t('languages.en'), lang: 'en' },
            ]}
          />
          {compact ? null : (
            <Toggle
              label={t('forms.admin.preview.width')}
              value={phone ? 'phone' : 'desktop'}
              onChange={(next) => setPhone(next === 'phone')}
              options={[
                { value: 'phone', label: t('forms.admin.preview.phone') },
                { value: 'desktop', label: t('forms.admin.preview.desktop') },
              ]}
            />
          )}
        </Stack>
        {fields.size > 0 ? (
          <ContextFields fields={fields} value={context} onChange={setContext} />
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {t('forms.admin.preview.notSent')}
        </Typography>
        {form ? (
          <Box
            data-preview-width={phone ? PHONE_WIDTH : 'full'}
            sx={{
              width: '100%',
              maxWidth: phone ? PHONE_WIDTH : undefined,
              mx: 'auto',
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              p: { xs: 1.5, sm: 2 },
            }}
          >
            <InLanguage language={language}>
              <Stack spacing={2} lang={language} aria-labelledby={`${id}-form`} component="section">
                <Stack spacing={0.5}>
                  <Typography id={`${id}-form`} variant="h3" component="h3">
                    {form.title}
                  </Typography>
                  {form.description ? (
                    <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                      {form.description}
                    </Typography>
                  ) : null}
                </Stack>
                {checked ? (
                  <Alert severity="success" role="status">
                    {t('forms.admin.preview.checked', { lng: language })}
                  </Alert>
                ) : null}
                <FormRenderer
                  key={`${language}:${JSON.stringify(context)}`}
                  definition={form}
                  context={context}
                  defaultValues={answers}
                  onDraft={setAnswers}
                  onSubmit={async (given) => {
                    setAnswers(given);
                    setChecked(true);
                    await Promise.resolve();
                  }}
                  submitLabel={t('forms.admin.preview.submit', { lng: language })}
                />
              </Stack>
            </InLanguage>
          </Box>
        ) : (
          <Alert severity="warning">{t('forms.admin.preview.problems', { count: problems })}</Alert>
        )}
      </Stack>
    </ViewDialog>
  );
}

type ToggleProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string; lang?: string }[];
};

function Toggle({ label, value, onChange, options }: ToggleProps) {
  const id = useId();
  return (
    <Stack spacing={0.5}>
      <Typography id={id} variant="body2" color="text.secondary">
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        onChange={(_event, next: string | null) => next && onChange(next)}
        aria-labelledby={id}
      >
        {options.map((option) => (
          <ToggleButton key={option.value} value={option.value} lang={option.lang} sx={{ px: 1.5 }}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}

/** The renderer's own words (buttons, scale labels, messages) in the preview's language: the
 *  app's i18next, cloned to that language (its catalog loaded if it was not yet). */
function InLanguage({ language, children }: { language: EditLanguage; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const clone = useMemo(() => i18n.cloneInstance({ lng: language }), [i18n, language]);
  const [ready, setReady] = useState<I18n | null>(null);
  useEffect(() => {
    let live = true;
    void clone.changeLanguage(language).then(() => {
      if (live) setReady(clone);
    });
    return () => {
      live = false;
    };
  }, [clone, language]);
  const loading = <LoadingBlock label={t('admin.common.loading')} />;
  if (ready !== clone) return loading;
  return (
    <I18nextProvider i18n={clone}>
      <Suspense fallback={loading}>{children}</Suspense>
    </I18nextProvider>
  );
}

type ContextFieldsProps = {
  fields: ReadonlyMap<HiddenField, ReadonlySet<string | number>>;
  value: FormContext;
  onChange: (next: FormContext) => void;
};

/** A country no condition names, to see the form as someone from elsewhere. */
const OTHER_COUNTRY = 'ZZ';

/** The person's data the form's conditions read, chosen for the preview. */
function ContextFields({ fields, value, onChange }: ContextFieldsProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const departments = useQuery({
    ...departmentDetailsQueryOptions(),
    enabled: fields.has('department'),
  });
  const unknown = { value: '', label: t('forms.admin.preview.unknown') };
  const countries = [...(fields.get('country') ?? [])].filter(
    (code): code is string => typeof code === 'string',
  );
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('forms.admin.preview.context')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ '& > *': { flex: 1, minWidth: 0 } }}
      >
        {fields.has('department') ? (
          <SelectInput
            id={`${id}-department`}
            label={t('forms.admin.conditions.fields.department')}
            value={value.department == null ? '' : String(value.department)}
            onChange={(event) =>
              onChange({
                ...value,
                department: event.target.value === '' ? null : Number(event.target.value),
              })
            }
            options={[
              unknown,
              ...(departments.data ?? []).map((department) => ({
                value: String(department.id),
                label: orgName(department, i18n.language),
              })),
            ]}
          />
        ) : null}
        {fields.has('country') ? (
          <SelectInput
            id={`${id}-country`}
            label={t('forms.admin.conditions.fields.country')}
            value={value.country ?? ''}
            onChange={(event) => onChange({ ...value, country: event.target.value || null })}
            options={[
              unknown,
              ...countries.map((code) => ({ value: code, label: code })),
              { value: OTHER_COUNTRY, label: t('forms.admin.preview.otherCountry') },
            ]}
          />
        ) : null}
        {fields.has('tenure_band') ? (
          <SelectInput
            id={`${id}-tenure`}
            label={t('forms.admin.conditions.fields.tenure_band')}
            value={value.tenure_band ?? ''}
            onChange={(event) =>
              onChange({
                ...value,
                tenure_band: TENURE_BANDS.find((band) => band === event.target.value) ?? null,
              })
            }
            options={[
              unknown,
              ...TENURE_BANDS.map((band) => ({
                value: band,
                label: t(`forms.admin.tenureBands.${band}`),
              })),
            ]}
          />
        ) : null}
      </Stack>
    </Stack>
  );
}
