import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { brandingQueryOptions } from '@/lib/calls/org';

import { createPersonMutation, updatePersonMutation, type AdminUser } from '../api/people';
import {
  personFormFrom,
  toNewPerson,
  toPersonUpdate,
  validatePersonForm,
  type PersonFormValues,
} from '../person-schema';

import { PersonFields } from './person-fields';

export type PersonDialogProps = {
  /** The person to edit, or null to add one. */
  person: AdminUser | null;
  onClose: () => void;
};

/** What both forms share: the checks, the leader's request name, and a taken address shown
 *  under the e-mail field. */
const PERSON_FORM = {
  validate: (values: PersonFormValues) => validatePersonForm(values),
  serverFields: { leader_id: 'leader' },
  codeFields: { email_taken: 'email' },
} as const;

function CreatePersonDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  // The host's branding is in the cache since start-up; this never fetches.
  const orgLanguage = useQuery({ ...brandingQueryOptions(), enabled: false }).data
    ?.default_language;
  const form = useMutationForm({
    ...PERSON_FORM,
    defaultValues: personFormFrom(null, orgLanguage),
    mutation: createPersonMutation(),
    toRequest: toNewPerson,
    successToast: (created) => t('people.create.done', { email: created.email }),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title={t('people.create.title')}
      submitLabel={t('people.create.submit')}
      onClose={onClose}
    >
      <PersonFields person={null} />
    </FormDialog>
  );
}

function EditPersonDialog({ person, onClose }: { person: AdminUser; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useMutationForm({
    ...PERSON_FORM,
    defaultValues: personFormFrom(person),
    mutation: updatePersonMutation(person.id),
    toRequest: toPersonUpdate,
    successToast: (saved) => t('people.edit.done', { name: saved.full_name }),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title={t('people.edit.title', { name: person.full_name })}
      submitLabel={t('admin.common.save')}
      onClose={onClose}
    >
      <PersonFields person={person} />
    </FormDialog>
  );
}

/** Adds a person (a member or an external one, mailed an activation link) or edits one. */
export function PersonDialog({ person, onClose }: PersonDialogProps) {
  return person ? (
    <EditPersonDialog person={person} onClose={onClose} />
  ) : (
    <CreatePersonDialog onClose={onClose} />
  );
}
