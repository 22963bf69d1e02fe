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

import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useNumberFormat } from '@/i18n/use-number-format';
import type { AttachmentRejection, AttachmentUploads } from '@/lib/uploads/use-attachment-uploads';

/** The field's texts, in the caller's words (what may be attached differs per form). */
export type AttachmentsFieldTexts = {
  /** The picker button. */
  attach: string;
  /** Under the button: what may be attached. */
  help: string;
  rejected: (reason: AttachmentRejection['reason'], name: string) => string;
  uploading: (name: string) => string;
  uploaded: (name: string) => string;
  uploadFailed: (reason: string) => string;
  remove: (name: string) => string;
};

export type AttachmentsFieldProps = {
  uploads: AttachmentUploads;
  texts: AttachmentsFieldTexts;
  error?: string;
};

/** Attachments: a file picker (the upload kind's types and size, at most `maxFiles`), each file
 *  with its upload progress and a remove button. */
export function AttachmentsField({ uploads, texts, error }: AttachmentsFieldProps) {
  const format = useNumberFormat();
  const errorMessage = useApiErrorMessage();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const helperId = useId();
  const full = uploads.items.length >= uploads.maxFiles;

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
        accept={uploads.accept.join(',')}
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
        {texts.attach}
      </Button>
      <FormHelperText id={helperId} error={Boolean(error)}>
        {error ?? texts.help}
      </FormHelperText>
      {uploads.rejections.map((rejection) => (
        <FormHelperText key={rejection.name} error role="alert">
          {texts.rejected(rejection.reason, rejection.name)}
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
                      {texts.uploadFailed(errorMessage(item.error))}
                    </Typography>
                  ) : (
                    <LinearProgress
                      variant="determinate"
                      value={Math.round(item.progress * 100)}
                      color={item.status === 'done' ? 'success' : 'primary'}
                      aria-label={
                        item.status === 'done'
                          ? texts.uploaded(item.name)
                          : texts.uploading(item.name)
                      }
                      sx={{ mt: 0.5 }}
                    />
                  )}
                </Box>
                <IconButton
                  size="small"
                  aria-label={texts.remove(item.name)}
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
