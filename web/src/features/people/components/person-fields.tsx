import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FieldRow } from '@/components/form/field-row';
import { CheckboxGroupField } from '@/components/form/fields/checkbox-group-field';
import { DateField } from '@/components/form/fields/date-field';
import { PeopleField } from '@/components/form/fields/people-field';
import { RadioField } from '@/components/form/fields/radio-field';
import { SelectField } from '@/components/form/fields/select-field';
import { SwitchField } from '@/components/form/fields/switch-field';
import { TextField } from '@/components/form/fields/text-field';
import { SUPPORTED_LANGUAGES } from '@/i18n/languages';
import { departmentDetailsQueryOptions, groupsQueryOptions } from '@/lib/calls/directory';
import { CONTRACT_TYPES, contractTypeName, GENDERS, genderName } from '@/lib/person-attributes';

import type { AdminUser } from '../api/people';
import { countryOptions } from '../country-options';
import { PERSON_LIMITS, ROLES, type PersonFormValues } from '../person-schema';

export type PersonFieldsProps = {
  /** The person edited, or null for a new one (who may be external). */
  person: AdminUser | null;
};

/** Departments a person can be put in: the active ones, and the person's own even when it was
 *  deactivated (so editing keeps it). */
function useDepartmentOptions(person: AdminUser | null) {
  const { t } = useTranslation();
  const departments = useQuery(departmentDetailsQueryOptions()).data ?? [];
  const current = person?.department ?? null;
  const offered: { id: number; name: string }[] = departments.filter(
    (department) => department.active || department.id === current?.id,
  );
  if (current && !offered.some((department) => department.id === current.id)) offered.push(current);
  return [
    { value: '', label: t('people.form.noDepartment') },
    ...offered.map((department) => ({ value: String(department.id), label: department.name })),
  ];
}

/** The fields of the person form (inside its FormDialog). */
export function PersonFields({ person }: PersonFieldsProps) {
  const { t, i18n } = useTranslation();
  const external = useWatch<PersonFormValues, 'kind'>({ name: 'kind' }) === 'external';
  const departments = useDepartmentOptions(person);
  const groups = useQuery(groupsQueryOptions()).data ?? person?.groups ?? [];

  return (
    <>
      {person ? null : (
        <RadioField
          name="kind"
          label={t('people.form.kind')}
          options={[
            { value: 'member', label: t('people.form.member') },
            { value: 'external', label: t('people.form.external') },
          ]}
          helperText={t(external ? 'people.form.externalHelp' : 'people.form.memberHelp')}
        />
      )}
      <TextField
        name="email"
        label={t('people.form.email')}
        required
        maxLength={PERSON_LIMITS.emailMaxLength}
        autoComplete="off"
        helperText={person ? undefined : t('people.form.emailHelp')}
      />
      <FieldRow>
        <TextField
          name="first_name"
          label={t('people.form.firstName')}
          required
          maxLength={PERSON_LIMITS.nameMaxLength}
          autoComplete="off"
        />
        <TextField
          name="last_name"
          label={t('people.form.lastName')}
          maxLength={PERSON_LIMITS.nameMaxLength}
          autoComplete="off"
        />
      </FieldRow>
      <FieldRow>
        <TextField
          name="job_position"
          label={t('people.form.jobPosition')}
          maxLength={PERSON_LIMITS.jobPositionMaxLength}
        />
        {external ? null : (
          <SelectField
            name="user_type"
            label={t('people.form.role')}
            options={ROLES.map((role) => ({ value: role, label: t(`admin.roles.${role}`) }))}
          />
        )}
      </FieldRow>
      <FieldRow>
        <SelectField
          name="department_id"
          label={t('people.form.department')}
          options={departments}
        />
        <PeopleField name="leader" label={t('people.form.leader')} />
      </FieldRow>
      <FieldRow>
        <SelectField
          name="country"
          label={t('people.form.country')}
          options={[
            { value: '', label: t('people.form.noCountry') },
            ...countryOptions(i18n.language, person?.country ?? null),
          ]}
        />
        <SelectField
          name="language"
          label={t('people.form.language')}
          options={SUPPORTED_LANGUAGES.map((language) => ({
            value: language,
            label: t(`languages.${language}`),
          }))}
        />
      </FieldRow>
      <TextField
        name="phone"
        type="tel"
        label={t('people.form.phone')}
        helperText={t('people.form.phoneHelp')}
        autoComplete="off"
      />
      <FieldRow>
        <DateField name="birthday" label={t('people.form.birthday')} />
        <DateField name="admission_date" label={t('people.form.admissionDate')} />
      </FieldRow>
      <FieldRow>
        <TextField
          name="national_id"
          label={t('people.form.nationalId')}
          helperText={t('people.form.nationalIdHelp')}
          maxLength={PERSON_LIMITS.nationalIdMaxLength}
          autoComplete="off"
        />
        <SelectField
          name="contract_type"
          label={t('people.form.contractType')}
          options={[
            { value: '', label: t('people.form.notRecorded') },
            ...CONTRACT_TYPES.map((type) => ({ value: type, label: contractTypeName(t, type) })),
          ]}
        />
      </FieldRow>
      <SelectField
        name="gender"
        label={t('people.form.gender')}
        helperText={t('people.form.genderHelp')}
        options={[
          { value: '', label: t('people.form.notRecorded') },
          ...GENDERS.map((gender) => ({ value: gender, label: genderName(t, gender) })),
        ]}
      />
      <SwitchField
        name="points"
        label={t('people.form.points')}
        helperText={t('people.form.pointsHelp')}
      />
      {groups.length > 0 ? (
        <CheckboxGroupField
          name="groups"
          label={t('people.form.groups')}
          row
          options={groups.map((group) => ({ value: group.id, label: group.name }))}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('people.form.noGroups')}
        </Typography>
      )}
    </>
  );
}
