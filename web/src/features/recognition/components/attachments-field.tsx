import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useNumberFormat } from '@/i18n/use-number-format';

import { SEND_LIMITS } from '../api/recognition';
import { POST_ATTACHMENT_TYPES } from '../api/uploads';
import type { AttachmentUploads } from '../hooks/use-attachment-uploads';

export type AttachmentsFieldProps = { uploads: AttachmentUploads; error?: string };

/** Attachments: a file picker (images and PDF, 10 MB, at most 5), each file with its upload
 *  progress and a remove button. */
export function AttachmentsField({ uploads, error }: AttachmentsFieldProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const errorMessage = useApiErrorMessage();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const helperId = useId();
  const full = uploads.items.length >= SEND_LIMITS.maxAttachments;

  const handleFiles = (event: ChangeEvent<HTMLInputElement>) => {
    uploads.add(Array.from(event.target.files ?? []));
    event.target.value = '';
  };

  return (
    <Box>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        multiple
        hidden
        accept={POST_ATTACHMENT_TYPES.join(',')}
        onChange={handleFiles}
        aria-describedby={helperId}
        data-testid="attachments-input"
      />
      <Button
        variant="outlined"
        size="small"
        startIcon={<AttachFile />}
        disabled={full}
        onClick={() => inputRef.current?.click()}
        aria-describedby={helperId}
      >
        {t('send.attach')}
      </Button>
      <FormHelperText id={helperId} error={Boolean(error)}>
        {error ?? t('send.attachHelp', { max: SEND_LIMITS.maxAttachments })}
      </FormHelperText>
      {uploads.rejections.map((rejection) => (
        <FormHelperText key={rejection.name} error role="alert">
          {t(`send.attachRejected.${rejection.reason}`, { name: rejection.name })}
        </FormHelperText>
      ))}
      {uploads.items.length > 0 ? (
        <Stack component="ul" spacing={1} sx={{ m: 0, mt: 1, p: 0, listStyle: 'none' }}>
          {uploads.items.map((item) => (
            <Box component="li" key={item.id}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography variant="body2" noWrap>
                    {item.name}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      ({format.fileSize(item.size)})
                    </Typography>
                  </Typography>
                  {item.status === 'failed' ? (
                    <Typography variant="body2" color="error" role="alert">
                      {t('send.uploadFailed', { reason: errorMessage(item.error) })}
                    </Typography>
                  ) : (
                    <LinearProgress
                      variant="determinate"
                      value={Math.round(item.progress * 100)}
                      color={item.status === 'done' ? 'success' : 'primary'}
                      aria-label={
                        item.status === 'done'
                          ? t('send.uploaded', { name: item.name })
                          : t('send.uploading', { name: item.name })
                      }
                      sx={{ mt: 0.5 }}
                    />
                  )}
                </Box>
                <IconButton
                  size="small"
                  aria-label={t('send.removeAttachment', { name: item.name })}
                  onClick={() => uploads.remove(item.id)}
                >
                  <Close fontSize="small" />
                </IconButton>
              </Stack>
            </Box>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
