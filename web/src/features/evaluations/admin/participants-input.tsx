import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { TextInput } from '@/components/form/text-input';
import { PeoplePicker } from '@/components/people/people-picker';
import { useNumberFormat } from '@/i18n/use-number-format';
import { departmentDetailsQueryOptions } from '@/lib/calls/directory';

import {
  readCsvEmails,
  readPasted,
  type NamedRef,
  type ParticipantsDraft,
} from './participants-model';

/** A CSV of e-mails is small: a larger file is not one. */
const CSV_MAX_BYTES = 2 * 1024 * 1024;

export type ParticipantsInputProps = {
  value: ParticipantsDraft;
  onChange: (next: ParticipantsDraft) => void;
  /** The server's message about the e-mails or the people, if any. */
  error?: string;
};

/** Who to add: whole departments, people by name, e-mails pasted or read from a CSV file. */
export function ParticipantsInput({ value, onChange, error }: ParticipantsInputProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const departments = useQuery(departmentDetailsQueryOptions());
  const options: NamedRef[] = (departments.data ?? [])
    .filter((department) => department.active)
    .map((department) => ({ id: department.id, name: department.name }));
  const pasted = readPasted(value.pasted);

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileProblem(null);
    if (file.size > CSV_MAX_BYTES) {
      setFileProblem(t('evaluations.admin.participants.fileTooLarge', { name: file.name }));
      return;
    }
    const emails = readCsvEmails(await file.text());
    if (emails.length === 0) {
      setFileProblem(t('evaluations.admin.participants.fileEmpty', { name: file.name }));
      return;
    }
    onChange({ ...value, file: { name: file.name, emails } });
  };

  return (
    <Stack spacing={2}>
      <Autocomplete
        multiple
        options={options}
        loading={departments.isPending}
        value={value.departments}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
        onChange={(_event, chosen) => onChange({ ...value, departments: chosen })}
        renderInput={(params) => (
          <FormControl fullWidth size={params.size}>
            <InputLabel {...params.slotProps.inputLabel}>
              {t('evaluations.admin.participants.departments')}
            </InputLabel>
            <OutlinedInput
              {...params.slotProps.input}
              label={t('evaluations.admin.participants.departments')}
              inputProps={{
                ...params.slotProps.htmlInput,
                'aria-describedby': `${id}-departments-help`,
              }}
            />
            <FormHelperText id={`${id}-departments-help`}>
              {t('evaluations.admin.participants.departmentsHelp')}
            </FormHelperText>
          </FormControl>
        )}
      />
      <PeoplePicker
        id={`${id}-people`}
        label={t('evaluations.admin.participants.people')}
        multiple
        value={value.people}
        onChange={(people) => onChange({ ...value, people })}
        keepSearchOnSelect
      />
      <TextInput
        id={`${id}-emails`}
        label={t('evaluations.admin.participants.emails')}
        value={value.pasted}
        onChange={(event) => onChange({ ...value, pasted: event.target.value })}
        multiline
        minRows={3}
        error={pasted.invalid.length > 0}
        helperText={
          pasted.invalid.length > 0
            ? t('evaluations.admin.participants.notEmails', { list: pasted.invalid.join(', ') })
            : t('evaluations.admin.participants.emailsHelp', {
                count: pasted.emails.length,
                number: format.number(pasted.emails.length),
              })
        }
      />
      <Stack spacing={1}>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept=".csv,text/csv,text/plain"
          onChange={(event) => void readFile(event)}
          aria-label={t('evaluations.admin.participants.file')}
        />
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button
            variant="outlined"
            startIcon={<UploadFileOutlined />}
            onClick={() => fileInput.current?.click()}
          >
            {t('evaluations.admin.participants.chooseFile')}
          </Button>
          {value.file ? (
            <>
              <Typography variant="body2" role="status">
                {t('evaluations.admin.participants.fileRead', {
                  name: value.file.name,
                  count: value.file.emails.length,
                  number: format.number(value.file.emails.length),
                })}
              </Typography>
              <Button size="small" onClick={() => onChange({ ...value, file: null })}>
                {t('evaluations.admin.participants.removeFile')}
              </Button>
            </>
          ) : null}
        </Stack>
        {fileProblem ? (
          <FormHelperText error role="alert" sx={{ mt: 0 }}>
            {fileProblem}
          </FormHelperText>
        ) : null}
      </Stack>
      {error ? (
        <FormHelperText error role="alert" sx={{ mt: 0 }}>
          {error}
        </FormHelperText>
      ) : null}
    </Stack>
  );
}
