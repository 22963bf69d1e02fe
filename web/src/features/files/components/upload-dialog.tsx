import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { showToast } from '@/components/toast/toast';

import { uploadFileMutation, type FileDetail } from '../api/files';
import { checkFileDetails } from '../lib/file-checks';
import { FILE_CODES, fileProblem, parseTags } from '../lib/file-rules';
import { useFieldErrors } from '../lib/use-field-errors';

import { EditorDialog } from './editor-dialog';
import { FileDetailsFields, type FileDetailsDraft } from './file-fields';
import { FilePicker } from './file-picker';

const FIELDS = ['file', 'name', 'description', 'tags', 'requires_ack', 'expires_on'] as const;

/** "Subir archivo": the file (a stored type, up to 15 MB) and its details. */
export function UploadDialog({
  folderId,
  onClose,
  onUploaded,
}: {
  folderId: number;
  onClose: () => void;
  onUploaded?: (file: FileDetail) => void;
}) {
  const { t } = useTranslation();
  const upload = useMutation(uploadFileMutation(folderId));
  const errors = useFieldErrors(FIELDS, FILE_CODES);
  const [file, setFile] = useState<File | null>(null);
  const [draft, setDraft] = useState<FileDetailsDraft>({
    name: '',
    description: '',
    tags: '',
    requiresAck: false,
    expiresOn: '',
  });
  const submit = () => {
    const passed = errors.check({
      file: file ? (fileProblem(file) ?? undefined) : 'files.checks.fileMissing',
      ...checkFileDetails(draft, false),
    });
    if (!passed || !file) return;
    upload.mutate(
      {
        file,
        fields: {
          name: draft.name.trim(),
          description: draft.description.trim(),
          tags: parseTags(draft.tags).join(','),
          requires_ack: draft.requiresAck,
          expires_on: draft.expiresOn,
        },
      },
      {
        onSuccess: (saved) => {
          showToast(t('files.upload.done', { name: saved.name }), 'success');
          onUploaded?.(saved);
          onClose();
        },
        onError: (error) => errors.fail(error),
      },
    );
  };
  return (
    <EditorDialog
      title={t('files.upload.title')}
      submitLabel={t('files.upload.submit')}
      pending={upload.isPending}
      error={errors.alert}
      onSubmit={submit}
      onClose={onClose}
    >
      <FilePicker
        label={t('files.upload.file')}
        buttonLabel={t('files.upload.choose')}
        files={file ? [file] : []}
        onChange={(chosen) => {
          errors.clear('file');
          setFile(chosen[0] ?? null);
        }}
        error={errors.at('file')}
        helperText={t('files.upload.fileHelp')}
        disabled={upload.isPending}
      />
      <FileDetailsFields
        draft={draft}
        onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
        errorAt={errors.at}
        nameRequired={false}
        disabled={upload.isPending}
      />
    </EditorDialog>
  );
}
