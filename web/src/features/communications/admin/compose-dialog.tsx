import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useCompactDialog } from '@/components/dialog/use-compact-dialog';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { AttachmentsField } from '@/components/form/attachments-field';
import { CheckboxField } from '@/components/form/fields/checkbox-field';
import { CheckboxGroupField } from '@/components/form/fields/checkbox-group-field';
import { RadioField } from '@/components/form/fields/radio-field';
import { SelectField } from '@/components/form/fields/select-field';
import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { departmentDetailsQueryOptions, type DepartmentDetail } from '@/lib/calls/directory';
import { useAttachmentUploads } from '@/lib/uploads/use-attachment-uploads';
import { useIdempotencyAttempts } from '@/lib/use-idempotency-attempts';
import { useAppStore } from '@/stores/app-store';

import { COMMUNICATION_LIMITS, sendCommunicationMutation } from '../api/admin-communications';
import { groupsQueryOptions, type CommunicationGroup } from '../api/groups';
import { canSendByWhatsApp, whatsAppSettingsQueryOptions } from '../api/whatsapp';
import { useChannelLabels } from '../hooks/use-channel-labels';
import { useCommAttachmentTexts } from '../hooks/use-comm-attachment-texts';
import { useSendErrorMessage } from '../hooks/use-send-error-message';
import { createdGroupFrom } from '../lib/created-group';

import {
  CHANNELS,
  emptyCompose,
  toCommunicationInput,
  toSendTarget,
  validateCompose,
  type ComposeValues,
} from './compose-form-schema';
import { PollBuilder } from './poll-builder';

export type ComposeDialogProps = { onClose: () => void };

/** "Nuevo comunicado": loads the departments and groups it may go to, and whether WhatsApp is
 *  on (an account that cannot be read counts as off), then the form. */
export function ComposeDialog({ onClose }: ComposeDialogProps) {
  const departments = useQuery(departmentDetailsQueryOptions());
  const groups = useQuery(groupsQueryOptions());
  // WhatsApp is the messaging_app module (ADR 0081): with it off, the account is not read.
  const messaging = useAppStore((state) => state.services.messaging_app);
  const whatsapp = useQuery({ ...whatsAppSettingsQueryOptions(), enabled: messaging });
  if (departments.isSuccess && groups.isSuccess && (!messaging || !whatsapp.isPending)) {
    return (
      <ComposeForm
        departments={departments.data.filter((department) => department.active)}
        groups={groups.data}
        whatsapp={messaging && canSendByWhatsApp(whatsapp.data)}
        onClose={onClose}
      />
    );
  }
  const failed = departments.isError ? departments : groups.isError ? groups : null;
  return (
    <ComposeLoading
      onClose={onClose}
      error={failed?.error ?? null}
      onRetry={() => {
        if (departments.isError) void departments.refetch();
        if (groups.isError) void groups.refetch();
      }}
    />
  );
}

type ComposeLoadingProps = { onClose: () => void; error: unknown; onRetry: () => void };

/** The dialog while its lists load, or when one could not be loaded. */
function ComposeLoading({ onClose, error, onRetry }: ComposeLoadingProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const compact = useCompactDialog();
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={compact}
    >
      <DialogTitle id={titleId}>{t('communications.compose.title')}</DialogTitle>
      <DialogContent dividers>
        {error ? (
          <LoadError error={error} onRetry={onRetry} />
        ) : (
          <LoadingBlock label={t('communications.compose.loading')} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin.common.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}

type ComposeFormProps = {
  departments: readonly DepartmentDetail[];
  groups: readonly CommunicationGroup[];
  /** The organisation's WhatsApp account is saved and on: the WhatsApp channel can be chosen. */
  whatsapp: boolean;
  onClose: () => void;
};

/** The form: audience, title, message, channels (WhatsApp only once the organisation's account is
 *  on, else off with a hint to the WhatsApp tab), read confirmation, attachments and an optional
 *  poll; checked with the spec's texts before sending, and a failed send says what the server
 *  said (or "Error del servidor: {status}"). */
function ComposeForm({ departments, groups, whatsapp, onClose }: ComposeFormProps) {
  const { t } = useTranslation();
  const describeError = useSendErrorMessage();
  const channelLabels = useChannelLabels();
  const attachmentTexts = useCommAttachmentTexts();
  const attempts = useIdempotencyAttempts();
  const uploads = useAttachmentUploads('comm-attachment', COMMUNICATION_LIMITS.maxAttachments);
  const [attachmentsError, setAttachmentsError] = useState<string | null>(null);
  const stored = createdGroupFrom(useAppStore((state) => state.createdCommunicationGroup));
  const preselected = stored && groups.some((group) => group.id === stored.id) ? stored.id : null;
  const setCreatedGroup = useAppStore((state) => state.setCreatedCommunicationGroup);

  const form = useMutationForm({
    defaultValues: emptyCompose(preselected),
    validate: validateCompose,
    mutation: sendCommunicationMutation(),
    toRequest: (values: ComposeValues) => {
      const target = toSendTarget(values);
      const body = toCommunicationInput(values, uploads.keys);
      return { target, body, idempotencyKey: attempts.keyFor({ target, body }) };
    },
    serverFields: {
      id: 'departmentId',
      pin: 'channels',
      email: 'channels',
      whatsapp: 'channels',
      newsfeed: 'channels',
    },
    successToast: () => t('communications.admin.sent'),
    onSuccess: (_sent, values) => {
      attempts.reset();
      // The group just created has had its communication: the next one starts from everyone.
      if (values.audience === 'group' && Number(values.groupId) === preselected) {
        setCreatedGroup(null);
      }
      onClose();
    },
  });
  const audience = useWatch({ control: form.form.control, name: 'audience' });

  // Files still uploading, or that failed, hold the send back.
  const submit = (event: FormEvent) => {
    if (uploads.uploading || uploads.failed) {
      event.preventDefault();
      setAttachmentsError(
        t(
          uploads.uploading
            ? 'communications.errors.uploading'
            : 'communications.errors.uploadFailed',
        ),
      );
      return;
    }
    setAttachmentsError(null);
    form.submit(event);
  };

  return (
    <FormDialog
      form={{ ...form, submit }}
      title={t('communications.compose.title')}
      submitLabel={t('communications.compose.submit')}
      onClose={onClose}
      describeError={describeError}
      maxWidth="md"
    >
      <RadioField
        name="audience"
        label={t('communications.compose.audience')}
        options={[
          { value: 'all', label: t('communications.compose.audiences.all') },
          { value: 'department', label: t('communications.compose.audiences.department') },
          { value: 'group', label: t('communications.compose.audiences.group') },
        ]}
      />
      {audience === 'department' ? (
        <SelectField
          name="departmentId"
          label={t('communications.compose.department')}
          options={[
            { value: '', label: t('communications.compose.chooseDepartment') },
            ...departments.map((department) => ({
              value: String(department.id),
              label: department.name,
            })),
          ]}
        />
      ) : null}
      {audience === 'group' ? (
        <SelectField
          name="groupId"
          label={t('communications.compose.group')}
          helperText={groups.length === 0 ? t('communications.compose.noGroups') : undefined}
          options={[
            { value: '', label: t('communications.compose.chooseGroup') },
            ...groups.map((group) => ({ value: String(group.id), label: group.name })),
          ]}
        />
      ) : null}
      <TextField
        name="title"
        label={t('communications.compose.titleField')}
        required
        maxLength={COMMUNICATION_LIMITS.titleMaxLength}
        autoComplete="off"
      />
      <TextField
        name="message"
        label={t('communications.compose.message')}
        lines={4}
        maxLength={COMMUNICATION_LIMITS.messageMaxLength}
      />
      <CheckboxGroupField
        name="channels"
        label={t('communications.compose.channels')}
        helperText={t('communications.compose.channelsHelp')}
        required
        row
        options={CHANNELS.map((channel) =>
          channel === 'whatsapp' && !whatsapp
            ? {
                value: channel,
                label: channelLabels[channel],
                disabled: true,
                hint: t('communications.compose.whatsappUnavailable'),
              }
            : { value: channel, label: channelLabels[channel] },
        )}
      />
      <CheckboxField name="acknowledge" label={t('communications.compose.acknowledge')} />
      <AttachmentsField
        uploads={uploads}
        texts={attachmentTexts}
        error={attachmentsError ?? undefined}
      />
      <PollBuilder />
    </FormDialog>
  );
}
