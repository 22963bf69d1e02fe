import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { QueryContent } from '@/components/feedback/query-content';
import { SwitchField } from '@/components/form/fields/switch-field';
import { TextField } from '@/components/form/fields/text-field';
import { InlineForm } from '@/components/form/inline-form';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { useToastMutation } from '@/components/toast/use-toast-mutation';

import {
  WHATSAPP_PHONE_MAX_LENGTH,
  deactivateWhatsAppMutation,
  saveWhatsAppOptInMutation,
  whatsAppOptInQueryOptions,
  type WhatsAppOptIn,
} from '../api/whatsapp-opt-in';
import { useWhatsAppErrorMessage } from '../hooks/use-whatsapp-error-message';

import {
  toWhatsAppOptInInput,
  validateWhatsAppOptIn,
  whatsAppOptInValues,
} from './whatsapp-opt-in-schema';

/** The profile's WhatsApp: where the member stands, then their number and the switch. */
export function WhatsAppOptInPart() {
  const { t } = useTranslation();
  const titleId = useId();
  const optIn = useQuery(whatsAppOptInQueryOptions());
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1.5}>
      <Box>
        <Typography id={titleId} variant="h3" component="h3">
          {t('notifications.whatsapp.title')}
        </Typography>
        <Typography color="text.secondary">{t('notifications.whatsapp.description')}</Typography>
      </Box>
      <QueryContent query={optIn} loadingLabel={t('notifications.whatsapp.loading')}>
        {(current) => <WhatsAppOptInForm optIn={current} />}
      </QueryContent>
    </Stack>
  );
}

type Outcome = 'saved' | 'deactivated' | null;

/** The number (with its country prefix) and "Recibir mensajes por WhatsApp", saved together;
 *  "Desactivar WhatsApp" while it is on. Where the organisation does not send by WhatsApp it says
 *  so, and the switch cannot be turned on. A refused number says why under the field, and the
 *  server's refusal to turn WhatsApp on (422 whatsapp_unavailable: the organisation stopped
 *  sending by WhatsApp since the form was read) under the switch; any other failure shows the
 *  server's text (or "Error del servidor: {status}"). */
function WhatsAppOptInForm({ optIn }: { optIn: WhatsAppOptIn }) {
  const { t } = useTranslation();
  const describeError = useWhatsAppErrorMessage();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useMutationForm({
    defaultValues: whatsAppOptInValues(optIn),
    validate: validateWhatsAppOptIn,
    mutation: saveWhatsAppOptInMutation(),
    toRequest: toWhatsAppOptInInput,
    serverFields: { whatsapp: 'active' },
    codeFields: { whatsapp_unavailable: 'active' },
    onSuccess: (saved) => {
      form.form.reset(whatsAppOptInValues(saved));
      setOutcome('saved');
    },
  });
  const deactivate = useToastMutation(deactivateWhatsAppMutation(), {
    onSuccess: (off) => {
      form.form.reset(whatsAppOptInValues(off));
      setOutcome('deactivated');
    },
  });
  const switchedOn = useWatch({ control: form.form.control, name: 'active' });
  const dirty = form.form.formState.isDirty;

  const submit = (event: FormEvent) => {
    setOutcome(null);
    deactivate.reset();
    form.submit(event);
  };
  const turnOff = () => {
    setOutcome(null);
    form.mutation.reset();
    deactivate.mutate();
  };

  const done =
    outcome === 'saved' && !dirty
      ? t('notifications.whatsapp.saved')
      : outcome === 'deactivated'
        ? t('notifications.whatsapp.deactivated')
        : null;

  return (
    <Stack spacing={2}>
      <Typography>
        {optIn.active && optIn.phone
          ? t('notifications.whatsapp.statusActive', { phone: optIn.phone })
          : t('notifications.whatsapp.statusInactive')}
      </Typography>
      <InlineForm
        form={{ ...form, submit }}
        submitLabel={t('notifications.whatsapp.save')}
        done={done}
        describeError={describeError}
        extraActions={
          optIn.active ? (
            <Button
              variant="outlined"
              color="error"
              loading={deactivate.isPending}
              onClick={turnOff}
            >
              {t('notifications.whatsapp.deactivate')}
            </Button>
          ) : undefined
        }
      >
        <Box sx={{ width: '100%', maxWidth: { sm: '24rem' } }}>
          <TextField
            name="phone"
            type="tel"
            label={t('notifications.whatsapp.phone')}
            helperText={t('notifications.whatsapp.phoneHelp')}
            required
            maxLength={WHATSAPP_PHONE_MAX_LENGTH}
            autoComplete="tel"
          />
        </Box>
        <SwitchField
          name="active"
          label={t('notifications.whatsapp.active')}
          // Where the organisation does not send by WhatsApp it cannot be turned on (only off).
          disabled={!optIn.available && !switchedOn}
          helperText={optIn.available ? undefined : t('notifications.whatsapp.unavailable')}
        />
      </InlineForm>
      {deactivate.isError ? (
        <Alert severity="error" role="alert">
          {describeError(deactivate.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
