import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { showToast } from '@/components/toast/toast';

import { updateFileMutation, type FileDetail } from '../api/files';
import { checkFileDetails } from '../lib/file-checks';
import { parseTags } from '../lib/file-rules';
import { useFieldErrors } from '../lib/use-field-errors';

import { EditorDialog } from './editor-dialog';
import { FileDetailsFields, type FileDetailsDraft } from './file-fields';

const FIELDS = ['name', 'description', 'tags', 'requires_ack', 'expires_on'] as const;

/** "Editar" a file: name, description, tags, the read confirmation and the expiry date. */
export function FileEditDialog({ file, onClose }: { file: FileDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useMutation(updateFileMutation(file.id));
  const errors = useFieldErrors(FIELDS);
  const [draft, setDraft] = useState<FileDetailsDraft>({
    name: file.name,
    description: file.description,
    tags: file.tags.join(', '),
    requiresAck: file.requires_ack,
    expiresOn: file.expires_on ?? '',
  });
  const submit = () => {
    if (!errors.check(checkFileDetails(draft, true))) return;
    update.mutate(
      {
        name: draft.name.trim(),
        description: draft.description.trim(),
        tags: parseTags(draft.tags),
        requires_ack: draft.requiresAck,
        expires_on: draft.expiresOn === '' ? null : draft.expiresOn,
      },
      {
        onSuccess: () => {
          showToast(t('files.edit.done'), 'success');
          onClose();
        },
        onError: (error) => errors.fail(error),
      },
    );
  };
  return (
    <EditorDialog
      title={t('files.edit.title')}
      submitLabel={t('files.edit.submit')}
      pending={update.isPending}
      error={errors.alert}
      onSubmit={submit}
      onClose={onClose}
    >
      <FileDetailsFields
        draft={draft}
        onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
        errorAt={errors.at}
        nameRequired
        disabled={update.isPending}
      />
    </EditorDialog>
  );
}
