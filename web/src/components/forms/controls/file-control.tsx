// Files: uploaded as they are chosen, through the presigned uploads of the question's type
// (lib/uploads), at most max_files; the answer is their upload keys. Files of an earlier visit
// (a draft) are listed by number, and can be removed.
import Close from '@mui/icons-material/Close';
import InsertDriveFile from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AttachmentsField, type AttachmentsFieldTexts } from '@/components/form/attachments-field';
import { useNumberFormat } from '@/i18n/use-number-format';
import { UPLOAD_RULES, type UploadKind } from '@/lib/uploads/presigned-upload';
import { useAttachmentUploads } from '@/lib/uploads/use-attachment-uploads';

import { useUploadStateReport } from '../upload-state';

import type { ControlProps, QuestionOf } from './control-props';

const MIB = 1024 * 1024;

/** Which words describe what a type accepts: images only, images and PDF, or documents. */
function acceptedKind(kind: UploadKind): 'images' | 'imagesAndPdf' | 'documents' {
  const types = UPLOAD_RULES[kind].types;
  if (types.every((type) => type.startsWith('image/'))) return 'images';
  return types.includes('text/plain') ? 'documents' : 'imagesAndPdf';
}

function useFileTexts(kind: UploadKind, max: number): AttachmentsFieldTexts {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return {
    attach: t('forms.renderer.files.attach', { count: max }),
    help: t(`forms.renderer.files.help.${acceptedKind(kind)}`, {
      size: format.number(UPLOAD_RULES[kind].maxBytes / MIB),
      count: max,
      max: format.number(max),
    }),
    rejected: (reason, name) => t(`forms.renderer.files.rejected.${reason}`, { name }),
    uploading: (name) => t('forms.renderer.files.uploading', { name }),
    uploaded: (name) => t('forms.renderer.files.uploaded', { name }),
    uploadFailed: (reason) => t('forms.renderer.files.uploadFailed', { reason }),
    remove: (name) => t('forms.renderer.files.remove', { name }),
  };
}

export function FileControl({
  question,
  value,
  onChange,
  disabled,
}: ControlProps<QuestionOf<'file_upload'>>) {
  const { t } = useTranslation();
  const kind = question.upload_type;
  const report = useUploadStateReport();
  const keys = Array.isArray(value) ? (value as string[]) : [];
  // The keys the control started with: uploaded on an earlier visit.
  const [earlier, setEarlier] = useState(keys);
  const uploads = useAttachmentUploads(kind, Math.max(0, question.max_files - earlier.length));
  const texts = useFileTexts(kind, question.max_files);
  const answer = [...earlier, ...uploads.keys];
  const answerText = answer.join('\n');

  useEffect(() => {
    if (answerText !== keys.join('\n')) onChange(answerText === '' ? [] : answerText.split('\n'));
    // Only a change of the uploads or of the earlier files changes the answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answerText]);

  useEffect(() => {
    report(question.id, { uploading: uploads.uploading, failed: uploads.failed });
  }, [report, question.id, uploads.uploading, uploads.failed]);
  useEffect(
    () => () => report(question.id, { uploading: false, failed: false }),
    [report, question.id],
  );

  return (
    <Stack spacing={1}>
      {earlier.length > 0 ? (
        <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {earlier.map((key, index) => {
            const name = t('forms.renderer.files.earlier', { number: index + 1 });
            return (
              <Box component="li" key={key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <InsertDriveFile fontSize="small" color="action" aria-hidden />
                <Typography variant="body2" sx={{ flexGrow: 1 }}>
                  {name}
                </Typography>
                {disabled ? null : (
                  <IconButton
                    size="small"
                    aria-label={t('forms.renderer.files.remove', { name })}
                    onClick={() => setEarlier((list) => list.filter((k) => k !== key))}
                  >
                    <Close fontSize="small" />
                  </IconButton>
                )}
              </Box>
            );
          })}
        </Stack>
      ) : null}
      {disabled ? null : <AttachmentsField uploads={uploads} texts={texts} />}
    </Stack>
  );
}
