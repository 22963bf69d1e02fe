import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import type { FieldChecks } from '@/components/form/schema-resolver';
import { useMutationForm } from '@/components/form/use-mutation-form';

import { acknowledgeMutation } from '../api/evaluations';

/** The longest acknowledgement comment the server keeps. */
const ACKNOWLEDGE_COMMENT_MAX = 2000;

type AcknowledgeValues = { comment: string };

function checkAcknowledge({ comment }: AcknowledgeValues): FieldChecks {
  return comment.trim().length > ACKNOWLEDGE_COMMENT_MAX
    ? { comment: 'evaluations.acknowledge.tooLong' }
    : {};
}

/** The person confirms they read their shared packet (EVA-7), with an optional comment that
 *  their leader and HR read in the packet. */
export function AcknowledgeDialog({
  participantId,
  onClose,
}: {
  participantId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useMutationForm({
    defaultValues: { comment: '' } satisfies AcknowledgeValues,
    validate: checkAcknowledge,
    mutation: acknowledgeMutation(participantId),
    toRequest: (values: AcknowledgeValues) => values.comment,
    successToast: () => t('evaluations.acknowledge.done'),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title={t('evaluations.acknowledge.dialogTitle')}
      submitLabel={t('evaluations.acknowledge.submit')}
      onClose={onClose}
      intro={<Typography>{t('evaluations.acknowledge.intro')}</Typography>}
    >
      <TextField
        name="comment"
        label={t('evaluations.acknowledge.comment')}
        lines={3}
        maxLength={ACKNOWLEDGE_COMMENT_MAX}
        countRemaining
      />
    </FormDialog>
  );
}
