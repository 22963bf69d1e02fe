import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { DateInput } from '@/components/form/date-input';
import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';
import { AutocompleteInput } from '@/components/forms/autocomplete-input';

import {
  PROGRAM_EVIDENCE,
  PROGRAM_LIMITS,
  PROGRAM_RECURRENCES,
  type ProgramEvidence,
  type ProgramRecurrence,
} from '../api/programs';

import type { ActionDraft } from './program-draft';

export type ActionEditorProps = {
  index: number;
  action: ActionDraft;
  /** The program's other actions, which this one may wait for. */
  others: readonly ActionDraft[];
  onChange: (change: Partial<ActionDraft>) => void;
  /** Absent: the only action (a program has one at least). */
  onRemove?: () => void;
  errorAt: (field: string) => string | undefined;
};

/** One action of a program in the editor: title, instructions, points, the evidence it asks for,
 *  how often and how many times a person may do it, its own dates, the actions it waits for and
 *  whether it is approved at once. */
export function ActionEditor({
  index,
  action,
  others,
  onChange,
  onRemove,
  errorAt,
}: ActionEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const options = others.filter((other) => other.key !== action.key);
  const named = (key: string) =>
    options.find((other) => other.key === key)?.title.trim() ||
    t('programs.admin.action.unnamed', {
      index: others.findIndex((other) => other.key === key) + 1,
    });
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h4" component="h4">
          {t('programs.admin.action.heading', { index: index + 1 })}
        </Typography>
        {onRemove ? (
          <IconButton
            onClick={onRemove}
            aria-label={t('programs.admin.action.remove', { index: index + 1 })}
          >
            <DeleteOutline />
          </IconButton>
        ) : null}
      </Stack>
      <TextInput
        id={`${id}-title`}
        label={t('programs.admin.action.title')}
        required
        value={action.title}
        onChange={(event) => onChange({ title: event.target.value })}
        inputProps={{ maxLength: PROGRAM_LIMITS.titleMax }}
        error={Boolean(errorAt('title'))}
        helperText={errorAt('title')}
      />
      <TextInput
        id={`${id}-instructions`}
        label={t('programs.admin.action.instructions')}
        multiline
        minRows={2}
        value={action.instructions}
        onChange={(event) => onChange({ instructions: event.target.value })}
        inputProps={{ maxLength: PROGRAM_LIMITS.instructionsMax }}
        error={Boolean(errorAt('instructions'))}
        helperText={errorAt('instructions')}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        <TextInput
          id={`${id}-points`}
          label={t('programs.admin.action.points')}
          required
          value={action.points}
          onChange={(event) => onChange({ points: event.target.value })}
          inputProps={{ inputMode: 'numeric' }}
          error={Boolean(errorAt('points'))}
          helperText={errorAt('points')}
        />
        <SelectInput
          id={`${id}-evidence`}
          label={t('programs.admin.action.evidence')}
          value={action.evidence}
          onChange={(event) => onChange({ evidence: event.target.value as ProgramEvidence })}
          options={PROGRAM_EVIDENCE.map((value) => ({
            value,
            label: t(`programs.evidence.${value}`),
          }))}
        />
        <SelectInput
          id={`${id}-recurrence`}
          label={t('programs.admin.action.recurrence')}
          value={action.recurrence}
          onChange={(event) => onChange({ recurrence: event.target.value as ProgramRecurrence })}
          options={PROGRAM_RECURRENCES.map((value) => ({
            value,
            label: t(`programs.recurrence.name.${value}`),
          }))}
        />
        <TextInput
          id={`${id}-limit`}
          label={t('programs.admin.action.limit')}
          value={action.limit}
          onChange={(event) => onChange({ limit: event.target.value })}
          inputProps={{ inputMode: 'numeric' }}
          error={Boolean(errorAt('per_person_limit'))}
          helperText={errorAt('per_person_limit') ?? t('programs.admin.action.limitHelp')}
        />
        <DateInput
          id={`${id}-starts`}
          label={t('programs.admin.action.startsOn')}
          value={action.startsOn}
          onChange={(value) => onChange({ startsOn: value })}
          error={Boolean(errorAt('starts_on'))}
          helperText={errorAt('starts_on')}
        />
        <DateInput
          id={`${id}-ends`}
          label={t('programs.admin.action.endsOn')}
          value={action.endsOn}
          onChange={(value) => onChange({ endsOn: value })}
          error={Boolean(errorAt('ends_on'))}
          helperText={errorAt('ends_on')}
        />
      </Box>
      {options.length > 0 ? (
        <Autocomplete
          multiple
          options={options.map((other) => other.key)}
          value={action.prerequisites.filter((key) => options.some((other) => other.key === key))}
          getOptionLabel={named}
          onChange={(_event, value) => onChange({ prerequisites: value })}
          renderInput={(params) => (
            <AutocompleteInput
              params={params}
              label={t('programs.admin.action.prerequisites')}
              helperText={errorAt('prerequisites') ?? t('programs.admin.action.prerequisitesHelp')}
            />
          )}
        />
      ) : null}
      <FormControlLabel
        control={
          <Switch
            checked={action.autoApprove}
            onChange={(event) => onChange({ autoApprove: event.target.checked })}
          />
        }
        label={t('programs.admin.action.autoApprove')}
      />
    </Stack>
  );
}
