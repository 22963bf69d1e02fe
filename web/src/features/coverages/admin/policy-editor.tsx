import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { CheckboxField } from '@/components/form/fields/checkbox-field';
import { DateField } from '@/components/form/fields/date-field';
import { RadioField } from '@/components/form/fields/radio-field';
import { SelectField } from '@/components/form/fields/select-field';
import { TextField } from '@/components/form/fields/text-field';
import { InlineForm } from '@/components/form/inline-form';
import { useFieldMessage } from '@/components/form/use-field-message';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { AudienceListsField } from '@/components/forms/audience-lists';
import { UPLOAD_RULES } from '@/lib/uploads/presigned-upload';

import {
  POLICY_LIMITS,
  savePolicyMutation,
  type CoveragePolicyAdmin,
} from '../api/admin-coverages';
import { COVERAGE_KINDS } from '../api/coverages';
import { useCoverageErrorMessage } from '../lib/coverage-words';

import {
  newRow,
  policyFormFrom,
  toPolicyInput,
  validatePolicyForm,
  type PolicyFormValues,
} from './policy-form';

export type PolicyEditorProps = {
  /** The policy edited, or null for a new one. */
  policy: CoveragePolicyAdmin | null;
  onSaved: (saved: CoveragePolicyAdmin) => void;
};

/** Every field of a policy in sections: the policy, who it covers, the coverage table (rows
 *  added and removed), how to claim, the contact, its documents and whether it is published.
 *  Checked before sending; the server's messages go under their fields. */
export function PolicyEditor({ policy, onSaved }: PolicyEditorProps) {
  const { t } = useTranslation();
  const describeError = useCoverageErrorMessage();
  const form = useMutationForm({
    defaultValues: policyFormFrom(policy),
    validate: validatePolicyForm,
    mutation: savePolicyMutation(policy?.id ?? null),
    toRequest: (values: PolicyFormValues) => ({
      input: toPolicyInput(values),
      files: values.files,
    }),
    serverFields: {
      audience: 'departments',
      'audience.departments': 'departments',
      'audience.groups': 'groups',
      documents: 'files',
    },
    serverField: (field) =>
      field.startsWith('rows.') ? (field as `rows.${number}.service`) : undefined,
    successToast: (saved) =>
      t(policy ? 'coverages.admin.form.saved' : 'coverages.admin.form.created', {
        name: saved.plan_name,
      }),
    onSuccess: (saved) => {
      form.form.reset(policyFormFrom(saved));
      onSaved(saved);
    },
  });
  return (
    <InlineForm
      form={form}
      submitLabel={policy ? t('coverages.admin.form.save') : t('coverages.admin.form.create')}
      describeError={describeError}
    >
      <Section title={t('coverages.admin.form.policy')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            name="insurer"
            label={t('coverages.admin.fields.insurer')}
            required
            maxLength={POLICY_LIMITS.nameMax}
            autoComplete="off"
          />
          <TextField
            name="plan_name"
            label={t('coverages.admin.fields.plan_name')}
            required
            maxLength={POLICY_LIMITS.nameMax}
            autoComplete="off"
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            name="policy_number"
            label={t('coverages.admin.fields.policy_number')}
            maxLength={POLICY_LIMITS.numberMax}
            autoComplete="off"
          />
          <SelectField
            name="kind"
            label={t('coverages.admin.fields.kind')}
            options={COVERAGE_KINDS.map((kind) => ({
              value: kind,
              label: t(`coverages.kinds.${kind}`),
            }))}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField name="starts_on" label={t('coverages.admin.fields.starts_on')} />
          <DateField
            name="ends_on"
            label={t('coverages.admin.fields.ends_on')}
            helperText={t('coverages.admin.form.endsHelp')}
          />
        </Stack>
        <RadioField
          name="status"
          label={t('coverages.admin.fields.status')}
          options={[
            { value: 'draft', label: t('coverages.admin.statusName.draft') },
            { value: 'published', label: t('coverages.admin.statusName.published') },
          ]}
          helperText={t('coverages.admin.form.statusHelp')}
        />
      </Section>
      <Section title={t('coverages.admin.form.audience')}>
        <AudienceFields />
      </Section>
      <Section title={t('coverages.admin.form.table')}>
        <RowsFields />
      </Section>
      <Section title={t('coverages.admin.form.claims')}>
        <TextField
          name="claim_instructions"
          label={t('coverages.admin.fields.claim_instructions')}
          lines={4}
          maxLength={POLICY_LIMITS.instructionsMax}
        />
        <TextField
          name="claim_instructions_en"
          label={t('coverages.admin.fields.claim_instructions_en')}
          helperText={t('coverages.admin.form.englishHelp')}
          lines={3}
          maxLength={POLICY_LIMITS.instructionsMax}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            name="contact_phone"
            label={t('coverages.admin.fields.contact_phone')}
            maxLength={POLICY_LIMITS.phoneMax}
            type="tel"
            autoComplete="off"
          />
          <TextField
            name="contact_email"
            label={t('coverages.admin.fields.contact_email')}
            maxLength={POLICY_LIMITS.emailMax}
            autoComplete="off"
          />
        </Stack>
        <TextField
          name="contact_link"
          label={t('coverages.admin.fields.contact_link')}
          helperText={t('coverages.admin.form.linkHelp')}
          maxLength={POLICY_LIMITS.linkMax}
          autoComplete="off"
        />
      </Section>
      <Section title={t('coverages.admin.form.documents')}>
        <DocumentsField />
      </Section>
    </InlineForm>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="fieldset"
      sx={{ p: { xs: 2, sm: 2.5 }, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="h3" sx={{ px: 0.5 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

/** Everyone, or the departments and communication groups chosen. */
function AudienceFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<PolicyFormValues>();
  const everyone = useWatch({ control, name: 'everyone' });
  const departments = useController({ control, name: 'departments' });
  const groups = useController({ control, name: 'groups' });
  const message = useFieldMessage('departments');
  return (
    <>
      <CheckboxField name="everyone" label={t('coverages.admin.audience.everyone')} />
      {everyone ? null : (
        <>
          <AudienceListsField
            departments={departments.field.value}
            groups={groups.field.value}
            onChange={(lists) => {
              departments.field.onChange(lists.departments);
              groups.field.onChange(lists.groups);
            }}
            labels={{
              departments: t('coverages.admin.audience.departments'),
              groups: t('coverages.admin.audience.groups'),
            }}
          />
          {message ? (
            <Typography role="alert" color="error" variant="body2">
              {message}
            </Typography>
          ) : null}
        </>
      )}
    </>
  );
}

/** The coverage table: one block of fields per service, added and removed. */
function RowsFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<PolicyFormValues>();
  const rows = useFieldArray({ control, name: 'rows' });
  const message = useFieldMessage('rows');
  return (
    <>
      <Typography color="text.secondary">{t('coverages.admin.form.tableIntro')}</Typography>
      {rows.fields.map((row, index) => (
        <Paper
          key={row.id}
          variant="outlined"
          component="fieldset"
          aria-label={t('coverages.admin.rows.label', { number: index + 1 })}
          sx={{ p: 2, m: 0, minWidth: 0 }}
        >
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <TextField
                name={`rows.${index}.service`}
                label={t('coverages.admin.rows.service')}
                required
                maxLength={POLICY_LIMITS.serviceMax}
                autoComplete="off"
              />
              <TextField
                name={`rows.${index}.percent`}
                label={t('coverages.admin.rows.percent')}
                numeric
                autoComplete="off"
                sx={{ maxWidth: { md: 140 } }}
              />
            </Stack>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <TextField
                name={`rows.${index}.cap`}
                label={t('coverages.admin.rows.cap')}
                helperText={t('coverages.admin.rows.capHelp')}
                decimal
                autoComplete="off"
              />
              <TextField
                name={`rows.${index}.deductible`}
                label={t('coverages.admin.rows.deductible')}
                helperText={t('coverages.admin.rows.deductibleHelp')}
                decimal
                autoComplete="off"
              />
              <TextField
                name={`rows.${index}.currency`}
                label={t('coverages.admin.rows.currency')}
                autoComplete="off"
                sx={{ maxWidth: { md: 140 } }}
              />
            </Stack>
            <TextField
              name={`rows.${index}.notes`}
              label={t('coverages.admin.rows.notes')}
              maxLength={POLICY_LIMITS.notesMax}
              autoComplete="off"
            />
            <Box>
              <Button
                color="error"
                size="small"
                onClick={() => rows.remove(index)}
                aria-label={t('coverages.admin.rows.removeLabel', { number: index + 1 })}
              >
                {t('coverages.admin.rows.remove')}
              </Button>
            </Box>
          </Stack>
        </Paper>
      ))}
      {message ? (
        <Typography role="alert" color="error" variant="body2">
          {message}
        </Typography>
      ) : null}
      <Box>
        <Button
          variant="outlined"
          disabled={rows.fields.length >= POLICY_LIMITS.rowsMax}
          onClick={() => rows.append(newRow(rows.fields.at(-1)?.currency ?? 'CLP'))}
        >
          {t('coverages.admin.rows.add')}
        </Button>
      </Box>
    </>
  );
}

/** The documents kept (each removable) and new files chosen (uploaded when saving). */
function DocumentsField() {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { control, setValue } = useFormContext<PolicyFormValues>();
  const [documents, files] = useWatch({ control, name: ['documents', 'files'] });
  const message = useFieldMessage('files');
  const rule = UPLOAD_RULES['comm-attachment'];
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    setValue('files', [...files, ...picked], { shouldDirty: true });
    event.target.value = '';
  };
  return (
    <>
      <Typography color="text.secondary">{t('coverages.admin.form.documentsHelp')}</Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {documents.map((kept) => (
          <Stack
            component="li"
            key={kept.key}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center' }}
          >
            <AttachFile fontSize="small" aria-hidden />
            <Typography sx={{ overflowWrap: 'anywhere' }}>{kept.name}</Typography>
            <IconButton
              size="small"
              aria-label={t('coverages.admin.form.removeDocument', { name: kept.name })}
              onClick={() =>
                setValue(
                  'documents',
                  documents.filter((other) => other.key !== kept.key),
                  { shouldDirty: true },
                )
              }
            >
              <Close fontSize="small" />
            </IconButton>
          </Stack>
        ))}
        {files.map((file, index) => (
          <Stack
            component="li"
            key={`${file.name}-${index}`}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center' }}
          >
            <AttachFile fontSize="small" aria-hidden />
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {t('coverages.admin.form.newDocument', { name: file.name })}
            </Typography>
            <IconButton
              size="small"
              aria-label={t('coverages.admin.form.removeDocument', { name: file.name })}
              onClick={() =>
                setValue(
                  'files',
                  files.filter((_kept, at) => at !== index),
                  { shouldDirty: true },
                )
              }
            >
              <Close fontSize="small" />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <input
        id={inputId}
        ref={inputRef}
        type="file"
        multiple
        hidden
        accept={rule.types.join(',')}
        onChange={choose}
        data-testid="coverages-documents-input"
      />
      {message ? (
        <Typography role="alert" color="error" variant="body2">
          {message}
        </Typography>
      ) : null}
      <Box>
        <Button
          variant="outlined"
          startIcon={<AttachFile />}
          disabled={documents.length + files.length >= POLICY_LIMITS.documentsMax}
          onClick={() => inputRef.current?.click()}
        >
          {t('coverages.admin.form.attach')}
        </Button>
      </Box>
    </>
  );
}
