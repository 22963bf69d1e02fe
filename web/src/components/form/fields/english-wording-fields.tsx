import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { ENGLISH_WORDING_LIMITS } from '../english-wording';

import { TextField } from './text-field';

const hasText = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/**
 * The optional English name and description (`name_en`, `description_en` of the surrounding
 * form) of something the organisation names, behind a toggle: open from the start when the item
 * has them, and whenever a check or the server finds a problem with them.
 */
export function EnglishWordingFields() {
  const { t } = useTranslation();
  const id = useId();
  const { getValues, formState } = useFormContext();
  const [open, setOpen] = useState(
    () => hasText(getValues('name_en')) || hasText(getValues('description_en')),
  );
  const shown = open || Boolean(formState.errors.name_en ?? formState.errors.description_en);

  return (
    <Box>
      <Button
        size="small"
        aria-expanded={shown}
        aria-controls={shown ? `${id}-fields` : undefined}
        startIcon={shown ? <ExpandLess /> : <ExpandMore />}
        onClick={() => setOpen(!shown)}
      >
        {t('admin.english.toggle')}
      </Button>
      {shown ? (
        <Stack id={`${id}-fields`} spacing={2.5} sx={{ mt: 1.5 }}>
          <TextField
            name="name_en"
            label={t('admin.english.name')}
            helperText={t('admin.english.nameHelp', { max: ENGLISH_WORDING_LIMITS.nameMaxLength })}
            maxLength={ENGLISH_WORDING_LIMITS.nameMaxLength}
          />
          <TextField
            name="description_en"
            label={t('admin.english.description')}
            helperText={t('admin.english.descriptionHelp', {
              max: ENGLISH_WORDING_LIMITS.descriptionMaxLength,
            })}
            lines={2}
            maxLength={ENGLISH_WORDING_LIMITS.descriptionMaxLength}
          />
        </Stack>
      ) : null}
    </Box>
  );
}
