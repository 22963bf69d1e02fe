import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { LoadError } from '@/components/feedback/load-error';
import { TextInput } from '@/components/form/text-input';
import { Panel } from '@/components/layout/panel';
import { useToastMutation } from '@/components/toast/use-toast-mutation';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import {
  invoiceSettingsQueryOptions,
  saveInvoiceSettingsMutation,
  type InvoiceSettings,
} from '../api/admin-invoices';

/** The RFC's longest form (4 letters, 6 digits, 3 of homoclave) with room for spaces typed. */
const RFC_MAX = 20;

function RfcForm({ settings }: { settings: InvoiceSettings }) {
  const { t } = useTranslation();
  const id = useId();
  const errorMessage = useApiErrorMessage();
  const client = useQueryClient();
  const [value, setValue] = useState(settings.receiver_rfc ?? '');
  const save = useToastMutation(saveInvoiceSettingsMutation(client), {
    success: (saved) =>
      saved.receiver_rfc
        ? t('invoices.admin.receiver.saved', { rfc: saved.receiver_rfc })
        : t('invoices.admin.receiver.cleared'),
    onSuccess: (saved) => setValue(saved.receiver_rfc ?? ''),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    save.mutate(typed === '' ? null : typed);
  };
  // The server's word on the field (a 400), else what failed.
  const problem = save.isError
    ? (toApiError(save.error).fields.receiver_rfc ?? errorMessage(save.error))
    : null;
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <TextInput
        id={id}
        label={t('invoices.admin.receiver.label')}
        helperText={problem ?? t('invoices.admin.receiver.hint')}
        error={problem !== null}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        inputProps={{ maxLength: RFC_MAX, autoCapitalize: 'characters', spellCheck: false }}
        fullWidth={false}
        sx={{ minWidth: { sm: 260 } }}
      />
      <Button type="submit" variant="outlined" disabled={save.isPending} sx={{ mt: { sm: 1 } }}>
        {t('invoices.admin.receiver.save')}
      </Button>
    </Stack>
  );
}

/** The RFC every CFDI must be addressed to (the company's): set, changed or cleared (any
 *  receiver) by admins; a CFDI to another RFC is then refused when uploaded. */
export function ReceiverRfcPanel() {
  const { t } = useTranslation();
  const settings = useQuery(invoiceSettingsQueryOptions());
  return (
    <Panel
      title={t('invoices.admin.receiver.title')}
      description={t('invoices.admin.receiver.lead')}
    >
      {settings.isError ? (
        <LoadError
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : settings.data ? (
        <RfcForm key={settings.data.updated_at ?? 0} settings={settings.data} />
      ) : null}
    </Panel>
  );
}
