// The intake form's fields (CMP-4), the same for the anonymous page and the signed-in one: the
// kind, what happened, when, where, who was involved, witnesses, what the person hopes for,
// whether they report for someone else, and evidence files.
import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';

import {
  COMPLAINT_KINDS,
  EVIDENCE_ACCEPT,
  fileProblem,
  type FileProblem,
  type IntakeDraft,
  type IntakeProblem,
} from '../lib/intake';

type TextKey = 'facts' | 'when' | 'where' | 'people' | 'witnesses' | 'measures';

/** The draft's fields as the contract names them (a 422's details.fields). */
const CONTRACT_NAMES = {
  kind: 'kind',
  facts: 'facts',
  when: 'when_text',
  where: 'where_text',
  areaId: 'area_id',
  people: 'people_text',
  witnesses: 'witnesses_text',
  measures: 'desired_measures',
} as const;

export type IntakeFieldsProps = {
  draft: IntakeDraft;
  onChange: (draft: IntakeDraft) => void;
  /** Problems shown once the person tried to send. */
  problems: Partial<Record<'kind' | 'facts', IntakeProblem>>;
  /** The departments the facts may have happened in (optional; for statistics). */
  areas?: readonly { id: number; name: string }[];
  /** Placed after "who was involved" (the signed-in form's directory pickers). */
  peopleExtra?: ReactNode;
  /** The server's refusals by the contract's field names (a 422's details.fields), shown on
   *  their fields until the person edits them. */
  serverFields?: Readonly<Record<string, string>>;
  /** The evidence picker (default shown; the verbal intake adds evidence on the case page). */
  withFiles?: boolean;
  disabled?: boolean;
};

export function IntakeFields({
  draft,
  onChange,
  problems,
  areas = [],
  peopleExtra,
  serverFields = {},
  withFiles = true,
  disabled,
}: IntakeFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const [refused, setRefused] = useState<{ name: string; problem: FileProblem }[]>([]);
  const set =
    <K extends keyof IntakeDraft>(key: K) =>
    (value: IntakeDraft[K]) =>
      onChange({ ...draft, [key]: value });
  const text = (key: TextKey) => ({
    id: `${id}-${key}`,
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key)(event.target.value),
    disabled,
  });
  // A field's own text, or the server's refusal of it (shown as an error).
  const server = (key: keyof typeof CONTRACT_NAMES) => serverFields[CONTRACT_NAMES[key]];
  const help = (key: TextKey, helperText?: string) => {
    const refused = server(key);
    return refused ? { error: true, helperText: refused } : { helperText };
  };

  const addFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const ok = chosen.filter((file) => fileProblem(file) === null);
    setRefused(
      chosen
        .map((file) => ({ name: file.name, problem: fileProblem(file) }))
        .filter((r): r is { name: string; problem: FileProblem } => r.problem !== null),
    );
    if (ok.length) set('files')([...draft.files, ...ok]);
  };

  return (
    <Stack spacing={2.5}>
      <SelectInput
        id={`${id}-kind`}
        required
        label={t('complaints.intake.kind')}
        value={draft.kind}
        onChange={(event) => set('kind')(event.target.value as IntakeDraft['kind'])}
        error={Boolean(problems.kind) || Boolean(server('kind'))}
        helperText={
          problems.kind ? t(`complaints.intake.problems.${problems.kind}`) : server('kind')
        }
        disabled={disabled}
        options={[
          { value: '', label: t('complaints.intake.chooseKind') },
          ...COMPLAINT_KINDS.map((kind) => ({ value: kind, label: t(`complaints.kinds.${kind}`) })),
        ]}
      />
      <TextInput
        {...text('facts')}
        required
        multiline
        minRows={5}
        label={t('complaints.intake.facts')}
        error={Boolean(problems.facts) || Boolean(server('facts'))}
        helperText={
          problems.facts
            ? t(`complaints.intake.problems.${problems.facts}`)
            : (server('facts') ?? t('complaints.intake.factsHelp'))
        }
      />
      <TextInput
        {...text('when')}
        label={t('complaints.intake.when')}
        {...help('when', t('complaints.intake.whenHelp'))}
      />
      <TextInput
        {...text('where')}
        label={t('complaints.intake.where')}
        {...help('where', t('complaints.intake.whereHelp'))}
      />
      {areas.length > 0 ? (
        <SelectInput
          id={`${id}-area`}
          label={t('complaints.intake.area')}
          value={draft.areaId === '' ? '' : String(draft.areaId)}
          onChange={(event) =>
            set('areaId')(event.target.value === '' ? '' : Number(event.target.value))
          }
          error={Boolean(server('areaId'))}
          helperText={server('areaId') ?? t('complaints.intake.areaHelp')}
          disabled={disabled}
          options={[
            { value: '', label: t('complaints.intake.noArea') },
            ...areas.map((area) => ({ value: String(area.id), label: area.name })),
          ]}
        />
      ) : null}
      <TextInput
        {...text('people')}
        multiline
        minRows={2}
        label={t('complaints.intake.people')}
        {...help('people', t('complaints.intake.peopleHelp'))}
      />
      {peopleExtra}
      <TextInput
        {...text('witnesses')}
        multiline
        minRows={2}
        label={t('complaints.intake.witnesses')}
        {...help('witnesses')}
      />
      <TextInput
        {...text('measures')}
        multiline
        minRows={2}
        label={t('complaints.intake.measures')}
        {...help('measures', t('complaints.intake.measuresHelp'))}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={draft.thirdParty}
            onChange={(event) => set('thirdParty')(event.target.checked)}
            disabled={disabled}
          />
        }
        label={t('complaints.intake.thirdParty')}
      />
      {withFiles ? (
        <Stack spacing={1}>
          <Typography component="h3" variant="subtitle1" id={`${id}-files`}>
            {t('complaints.intake.evidence')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('complaints.intake.evidenceHelp')}
          </Typography>
          {draft.files.length > 0 ? (
            <List dense aria-labelledby={`${id}-files`}>
              {draft.files.map((file, index) => (
                <ListItem
                  key={`${file.name}-${index}`}
                  disableGutters
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={t('complaints.intake.removeFile', { name: file.name })}
                      onClick={() => set('files')(draft.files.filter((_, i) => i !== index))}
                      disabled={disabled}
                    >
                      <Close />
                    </IconButton>
                  }
                >
                  <ListItemText
                    primary={file.name}
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere', pr: 4 } } }}
                  />
                </ListItem>
              ))}
            </List>
          ) : null}
          {refused.map((r) => (
            <Alert key={r.name} severity="warning">
              {t(`complaints.intake.fileProblems.${r.problem}`, { name: r.name })}
            </Alert>
          ))}
          <Button
            component="label"
            variant="outlined"
            startIcon={<AttachFile />}
            disabled={disabled}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('complaints.intake.addFiles')}
            <input hidden type="file" multiple accept={EVIDENCE_ACCEPT} onChange={addFiles} />
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
