import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { CheckboxField } from '@/components/form/fields/checkbox-field';
import { SwitchField } from '@/components/form/fields/switch-field';
import { TextField } from '@/components/form/fields/text-field';
import { useFieldMessage } from '@/components/form/use-field-message';

import { POLL_MAX_OPTIONS, POLL_MIN_OPTIONS, POLL_TEXT_MAX_LENGTH } from '../lib/poll-rules';

import type { ComposeValues } from './compose-form-schema';

/** The compose form's optional poll: a question, its options (added and removed, 2 to 20) and
 *  whether several answers are allowed. Its check (validatePoll) shows under the question or
 *  under the options. */
export function PollBuilder() {
  const { t } = useTranslation();
  const id = useId();
  const { control } = useFormContext<ComposeValues>();
  const enabled = useWatch({ control, name: 'pollEnabled' });
  const options = useFieldArray({ control, name: 'pollOptions' });
  const optionsMessage = useFieldMessage('pollOptions');

  return (
    <Box>
      <SwitchField name="pollEnabled" label={t('communications.compose.poll.toggle')} />
      {enabled ? (
        <Stack
          component="fieldset"
          spacing={2}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, mt: 1 }}
        >
          <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
            {t('communications.compose.poll.legend')}
          </Typography>
          <TextField
            name="pollQuestion"
            label={t('communications.compose.poll.question')}
            required
            maxLength={POLL_TEXT_MAX_LENGTH}
            autoComplete="off"
          />
          <Stack
            spacing={1.5}
            role="group"
            aria-labelledby={`${id}-options`}
            aria-describedby={`${id}-options-help`}
          >
            <Typography id={`${id}-options`} variant="body2" color="text.secondary">
              {t('communications.compose.poll.options')}
            </Typography>
            {options.fields.map((field, index) => (
              <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  name={`pollOptions.${index}.text`}
                  label={t('communications.compose.poll.option', { number: index + 1 })}
                  maxLength={POLL_TEXT_MAX_LENGTH}
                  autoComplete="off"
                  size="small"
                  sx={{ flexGrow: 1 }}
                />
                <IconButton
                  aria-label={t('communications.compose.poll.removeOption', { number: index + 1 })}
                  disabled={options.fields.length <= POLL_MIN_OPTIONS}
                  onClick={() => options.remove(index)}
                >
                  <DeleteOutlined />
                </IconButton>
              </Stack>
            ))}
            <FormHelperText
              id={`${id}-options-help`}
              error={Boolean(optionsMessage)}
              sx={{ mt: 0 }}
              {...(optionsMessage ? { role: 'alert' } : {})}
            >
              {optionsMessage ??
                t('communications.compose.poll.optionsHelp', {
                  min: POLL_MIN_OPTIONS,
                  max: POLL_MAX_OPTIONS,
                })}
            </FormHelperText>
            <Box>
              <Button
                size="small"
                startIcon={<Add />}
                disabled={options.fields.length >= POLL_MAX_OPTIONS}
                onClick={() => options.append({ text: '' })}
              >
                {t('communications.compose.poll.addOption')}
              </Button>
            </Box>
          </Stack>
          <CheckboxField name="pollMultiple" label={t('communications.compose.poll.multiple')} />
        </Stack>
      ) : null}
    </Box>
  );
}
