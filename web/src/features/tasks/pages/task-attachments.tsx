import AttachFile from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { AttachmentsField, type AttachmentsFieldTexts } from '@/components/form/attachments-field';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useAttachmentUploads } from '@/lib/uploads/use-attachment-uploads';

import { addTaskAttachments, refreshTasks, storeTask, type Task } from '../api/tasks';

const MAX_FILES = 5;

function useAttachmentTexts(): AttachmentsFieldTexts {
  const { t } = useTranslation();
  return {
    attach: t('tasks.attachments.attach'),
    help: t('tasks.attachments.help'),
    rejected: (reason, name) => t(`tasks.attachments.rejected.${reason}`, { name }),
    uploading: (name) => t('tasks.attachments.uploading', { name }),
    uploaded: (name) => t('tasks.attachments.uploaded', { name }),
    uploadFailed: (reason) => t('tasks.attachments.uploadFailed', { reason }),
    remove: (name) => t('tasks.attachments.remove', { name }),
  };
}

/** A task's attachments (links) and adding more: files go up as `task-attachment` uploads, then
 *  their keys are attached to the task. */
export function TaskAttachments({ task }: { task: Task }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const errorMessage = useApiErrorMessage();
  const uploads = useAttachmentUploads('task-attachment', MAX_FILES);
  const texts = useAttachmentTexts();
  const attach = useMutation({
    mutationFn: () => addTaskAttachments(task.id, uploads.keys),
    onSuccess: (changed) => {
      for (const item of uploads.items) uploads.remove(item.id);
      storeTask(client, changed);
      return refreshTasks(client, task.id);
    },
  });
  return (
    <Stack spacing={1.5}>
      <Typography variant="h3" component="h2">
        {t('tasks.attachments.title')}
      </Typography>
      {task.attachments.length === 0 ? (
        <Typography color="text.secondary">{t('tasks.attachments.none')}</Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {task.attachments.map((file) => (
            <Stack
              component="li"
              key={file.key}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
            >
              <AttachFile fontSize="small" aria-hidden />
              <Link
                href={file.url}
                target="_blank"
                rel="noopener"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {file.name}
              </Link>
            </Stack>
          ))}
        </Stack>
      )}
      <AttachmentsField uploads={uploads} texts={texts} />
      {uploads.keys.length > 0 ? (
        <Box>
          <Button
            variant="outlined"
            disabled={uploads.uploading || uploads.failed || attach.isPending}
            onClick={() => attach.mutate()}
          >
            {t('tasks.attachments.save', { count: uploads.keys.length })}
          </Button>
        </Box>
      ) : null}
      {attach.isError ? <Alert severity="error">{errorMessage(attach.error)}</Alert> : null}
    </Stack>
  );
}
