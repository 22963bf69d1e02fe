import Alert from '@mui/material/Alert';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TextInput } from '@/components/form/text-input';
import { showToast } from '@/components/toast/toast';

import { uploadVersionMutation, type FileDetail } from '../api/files';
import { checkNote } from '../lib/file-checks';
import { FILE_CODES, NOTE_MAX, fileProblem } from '../lib/file-rules';
import { useFieldErrors } from '../lib/use-field-errors';

import { EditorDialog } from './editor-dialog';
import { FilePicker } from './file-picker';

const FIELDS = ['file', 'note'] as const;

/** "Subir nueva versión": the file and what changed; who confirmed before is asked again. */
export function VersionDialog({ file, onClose }: { file: FileDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useMutation(uploadVersionMutation(file.id));
  const errors = useFieldErrors(FIELDS, FILE_CODES);
  const [chosen, setChosen] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const submit = () => {
    const passed = errors.check({
      file: chosen ? (fileProblem(chosen) ?? undefined) : 'files.checks.fileMissing',
      ...checkNote(note),
    });
    if (!passed || !chosen) return;
    upload.mutate(
      { file: chosen, note: note.trim() },
      {
        onSuccess: (saved) => {
          showToast(t('files.version.done', { number: saved.version_number }), 'success');
          onClose();
        },
        onError: (error) => errors.fail(error),
      },
    );
  };
  return (
    <EditorDialog
      title={t('files.version.title')}
      submitLabel={t('files.version.submit')}
      pending={upload.isPending}
      error={errors.alert}
      onSubmit={submit}
      onClose={onClose}
    >
      {file.requires_ack ? <Alert severity="info">{t('files.version.askAgain')}</Alert> : null}
      <FilePicker
        label={t('files.upload.file')}
        buttonLabel={t('files.upload.choose')}
        files={chosen ? [chosen] : []}
        onChange={(picked) => {
          errors.clear('file');
          setChosen(picked[0] ?? null);
        }}
        error={errors.at('file')}
        helperText={t('files.upload.fileHelp')}
        disabled={upload.isPending}
      />
      <TextInput
        id={`${id}-note`}
        label={t('files.version.note')}
        value={note}
        multiline
        minRows={2}
        onChange={(event) => setNote(event.target.value)}
        inputProps={{ maxLength: NOTE_MAX }}
        error={Boolean(errors.at('note'))}
        helperText={errors.at('note') ?? t('files.version.noteHelp')}
        disabled={upload.isPending}
      />
    </EditorDialog>
  );
}
