import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { DateInput } from '@/components/form/date-input';
import { SelectInput } from '@/components/form/select-input';
import { UPLOAD_TYPES } from '@/lib/forms/types';

import type { DraftItem } from './draft';
import { NumberSetting } from './number-setting';

export type TypeSettingsProps = {
  item: DraftItem;
  onChange: (changes: Partial<DraftItem>) => void;
  /** The problem of a setting, when it is to be shown. */
  errorOf: (field: string) => string | undefined;
  /** A setting was left (its problem shows from now on). */
  touch: (field: string) => void;
};

/** The settings of an item's type: the most choices, the scale, the range and step, the longest
 *  answer, the days allowed, the kind and number of files, the number of people. */
export function TypeSettings({ item, onChange, errorOf, touch }: TypeSettingsProps) {
  const { t } = useTranslation();
  const id = useId();
  const number = (
    field: string,
    label: string,
    extra: { decimals?: boolean; helper?: string; disabled?: boolean } = {},
  ) => (
    <NumberSetting
      label={label}
      value={item[field]}
      onChange={(value) => onChange({ [field]: value })}
      onBlur={() => touch(field)}
      error={errorOf(field)}
      helperText={extra.helper}
      decimals={extra.decimals}
      disabled={extra.disabled}
    />
  );
  const row = (children: React.ReactNode) => (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ '& > *': { flex: 1, minWidth: 0 } }}
    >
      {children}
    </Stack>
  );

  switch (item.type) {
    case 'multiple_choice':
      return number('max_choices', t('forms.admin.settings.maxChoices'), {
        helper: t('forms.admin.settings.maxChoicesHelp'),
      });
    case 'likert':
      return (
        <Typography variant="body2" color="text.secondary">
          {t('forms.admin.settings.likertHelp')}
        </Typography>
      );
    case 'rating': {
      const enps = item.enps === true;
      const stars = item.style !== 'scale';
      return (
        <Stack spacing={2}>
          <FormControlLabel
            control={
              <Switch
                checked={enps}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? { enps: true, style: 'scale', min: 0, max: 10 }
                      : { enps: undefined },
                  )
                }
              />
            }
            label={t('forms.admin.settings.enps')}
          />
          {row(
            <>
              <SelectInput
                id={`${id}-style`}
                label={t('forms.admin.settings.style')}
                value={stars ? 'stars' : 'scale'}
                disabled={enps}
                onChange={(event) =>
                  onChange(
                    event.target.value === 'stars'
                      ? { style: 'stars', min: 1, max: 5 }
                      : { style: 'scale', min: 1, max: 5 },
                  )
                }
                options={[
                  { value: 'stars', label: t('forms.admin.settings.styles.stars') },
                  { value: 'scale', label: t('forms.admin.settings.styles.scale') },
                ]}
              />
              {stars ? null : (
                <SelectInput
                  id={`${id}-min`}
                  label={t('forms.admin.settings.scaleFrom')}
                  value={item.min === 0 ? '0' : '1'}
                  disabled={enps}
                  onChange={(event) => onChange({ min: Number(event.target.value) })}
                  options={[
                    { value: '0', label: '0' },
                    { value: '1', label: '1' },
                  ]}
                />
              )}
              {number(
                'max',
                t(stars ? 'forms.admin.settings.starCount' : 'forms.admin.settings.scaleTo'),
                { disabled: enps },
              )}
            </>,
          )}
          {enps ? (
            <Typography variant="body2" color="text.secondary">
              {t('forms.admin.settings.enpsHelp')}
            </Typography>
          ) : null}
        </Stack>
      );
    }
    case 'number':
      return (
        <Stack spacing={2}>
          <SelectInput
            id={`${id}-display`}
            label={t('forms.admin.settings.display')}
            value={item.display === 'slider' ? 'slider' : 'field'}
            onChange={(event) => onChange({ display: event.target.value })}
            options={[
              { value: 'field', label: t('forms.admin.settings.displays.field') },
              { value: 'slider', label: t('forms.admin.settings.displays.slider') },
            ]}
          />
          {row(
            <>
              {number('min', t('forms.admin.settings.min'), { decimals: true })}
              {number('max', t('forms.admin.settings.max'), { decimals: true })}
              {number('step', t('forms.admin.settings.step'), { decimals: true })}
            </>,
          )}
        </Stack>
      );
    case 'short_text':
    case 'long_text':
      return number('max_length', t('forms.admin.settings.maxLength'), {
        helper: t('forms.admin.settings.maxLengthHelp', {
          max: item.type === 'short_text' ? 500 : 5000,
        }),
      });
    case 'date':
      return row(
        <>
          {(['min', 'max'] as const).map((field) => (
            <DateInput
              key={field}
              id={`${id}-${field}`}
              label={t(`forms.admin.settings.${field === 'min' ? 'firstDay' : 'lastDay'}`)}
              value={typeof item[field] === 'string' ? item[field] : ''}
              onChange={(value) => onChange({ [field]: value === '' ? undefined : value })}
              onBlur={() => touch(field)}
              error={Boolean(errorOf(field))}
              helperText={errorOf(field)}
            />
          ))}
        </>,
      );
    case 'file_upload':
      return row(
        <>
          <SelectInput
            id={`${id}-upload`}
            label={t('forms.admin.settings.uploadType')}
            value={typeof item.upload_type === 'string' ? item.upload_type : ''}
            error={Boolean(errorOf('upload_type'))}
            helperText={errorOf('upload_type')}
            onChange={(event) => onChange({ upload_type: event.target.value })}
            options={UPLOAD_TYPES.map((type) => ({
              value: type,
              label: t(`forms.admin.settings.uploadTypes.${type}`),
            }))}
          />
          {number('max_files', t('forms.admin.settings.maxFiles'))}
        </>,
      );
    case 'person':
      return number('max_people', t('forms.admin.settings.maxPeople'));
    default:
      return null;
  }
}
