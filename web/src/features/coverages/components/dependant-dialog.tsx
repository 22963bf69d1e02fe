import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { createIdempotencyAttempts } from '@/api/idempotency';
import { DateField } from '@/components/form/fields/date-field';
import { SelectField } from '@/components/form/fields/select-field';
import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm, type MutationForm } from '@/components/form/use-mutation-form';

import {
  DEPENDANT_LIMITS,
  RELATIONSHIPS,
  addDependantMutation,
  editDependantMutation,
  type CoverageDependant,
} from '../api/coverages';
import { useCoverageErrorMessage } from '../lib/coverage-words';
import { toDependantInput, validateDependant, type DependantValues } from '../lib/dependant-form';

/** The form of a dependant edited. */
function valuesOf(dependant: CoverageDependant): DependantValues {
  return {
    full_name: dependant.full_name,
    relationship: dependant.relationship,
    birth_date: dependant.birth_date,
    national_id: dependant.national_id ?? '',
  };
}

const todayText = () => new Date().toISOString().slice(0, 10);

export type DependantDialogProps = {
  /** The dependant edited, or null to add one. */
  dependant: CoverageDependant | null;
  onClose: () => void;
};

/** "Agregar carga" / "Modificar carga": name, relationship, birth date and an optional national
 *  id. Either way the change waits for HR's approval, which the dialog says first. */
export function DependantDialog({ dependant, onClose }: DependantDialogProps) {
  return dependant ? (
    <EditDialog dependant={dependant} onClose={onClose} />
  ) : (
    <AddDialog onClose={onClose} />
  );
}

const emptyValues: DependantValues = {
  full_name: '',
  relationship: '',
  birth_date: '',
  national_id: '',
};

function AddDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const attempts = useMemo(() => createIdempotencyAttempts(), []);
  const form = useMutationForm({
    defaultValues: emptyValues,
    validate: (values: DependantValues) => validateDependant(values, todayText()),
    mutation: addDependantMutation(),
    toRequest: (values: DependantValues) => {
      const input = toDependantInput(values);
      return { input, idempotencyKey: attempts.keyFor(input) };
    },
    successToast: (saved) => t('coverages.dependants.added', { name: saved.full_name }),
    onSuccess: () => {
      attempts.reset();
      onClose();
    },
  });
  return <Dialog form={form} title={t('coverages.dependants.addTitle')} onClose={onClose} />;
}

function EditDialog({ dependant, onClose }: { dependant: CoverageDependant; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useMutationForm({
    defaultValues: valuesOf(dependant),
    validate: (values: DependantValues) => validateDependant(values, todayText()),
    mutation: editDependantMutation(dependant.id),
    toRequest: (values: DependantValues) => ({ input: toDependantInput(values) }),
    successToast: () => t('coverages.dependants.edited', { name: dependant.full_name }),
    onSuccess: onClose,
  });
  return (
    <Dialog
      form={form}
      title={t('coverages.dependants.editTitle', { name: dependant.full_name })}
      onClose={onClose}
    />
  );
}

function Dialog<R>({
  form,
  title,
  onClose,
}: {
  form: MutationForm<DependantValues, CoverageDependant, R>;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const describeError = useCoverageErrorMessage();
  return (
    <FormDialog
      form={form}
      title={title}
      submitLabel={t('coverages.dependants.submit')}
      onClose={onClose}
      describeError={describeError}
      intro={<Typography>{t('coverages.dependants.approvalNote')}</Typography>}
    >
      <TextField
        name="full_name"
        label={t('coverages.dependants.fields.full_name')}
        required
        maxLength={DEPENDANT_LIMITS.nameMax}
        autoComplete="off"
      />
      <SelectField
        name="relationship"
        label={t('coverages.dependants.fields.relationship')}
        options={[
          { value: '', label: t('coverages.dependants.choose') },
          ...RELATIONSHIPS.map((value) => ({
            value,
            label: t(`coverages.relationships.${value}`),
          })),
        ]}
      />
      <DateField name="birth_date" label={t('coverages.dependants.fields.birth_date')} />
      <TextField
        name="national_id"
        label={t('coverages.dependants.fields.national_id')}
        helperText={t('coverages.dependants.nationalIdHelp')}
        maxLength={DEPENDANT_LIMITS.nationalIdMax}
        autoComplete="off"
      />
    </FormDialog>
  );
}
