import RestartAlt from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';
import type { Language } from '@/i18n/languages';

import type { GlossaryEntry } from '../api/glossary';
import type { MissingText } from '../api/missing-texts';
import {
  GLOSSARY_TEXT_MAX_LENGTH,
  setGlossaryTextMutation,
  toGlossaryTextBody,
  validateGlossaryText,
} from '../api/set-glossary-text';
import { applyGlossaryText } from '../lib/apply-glossary-text';

import { KeyText } from './key-text';
import { PlaceholderList, PlaceholderText } from './placeholder-text';

/** What the dialog is opened on: a text of the list, or a key the app reported missing. */
export type GlossaryTextTarget =
  { kind: 'edit'; entry: GlossaryEntry } | { kind: 'translate'; missing: MissingText };

/** The key, the built-in text, the text the app showed instead (missing keys), the organisation's
 *  text if any, and what the field starts with. */
function describeTarget(target: GlossaryTextTarget) {
  if (target.kind === 'edit') {
    const { key, default: builtIn, value } = target.entry;
    return { key, builtIn, shown: null, own: value, initial: value ?? builtIn ?? '' };
  }
  const { key, fallback } = target.missing;
  return { key, builtIn: null, shown: fallback, own: null, initial: fallback };
}

/** One term of the dialog's summary. */
function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, minWidth: 0 }}>
        {children}
      </Box>
    </>
  );
}

export type GlossaryTextDialogProps = {
  lng: Language;
  target: GlossaryTextTarget;
  onClose: () => void;
};

/** Edits the organisation's text of one key in one language: the built-in text (or the one
 *  shown for a missing key) read-only with the placeholders to keep, the organisation's text,
 *  "Restablecer" (back to the built-in text) and "Guardar". The running app uses the saved text
 *  at once. */
export function GlossaryTextDialog({ lng, target, onClose }: GlossaryTextDialogProps) {
  const { t, i18n } = useTranslation();
  const resetHelpId = useId();
  const { key, builtIn, shown, own, initial } = describeTarget(target);
  const form = useMutationForm({
    defaultValues: { value: initial },
    validate: validateGlossaryText,
    mutation: setGlossaryTextMutation(lng),
    toRequest: toGlossaryTextBody(key, builtIn),
    successToast: (saved) =>
      t(saved.value === null ? 'glossaryAdmin.dialog.restored' : 'glossaryAdmin.dialog.saved', {
        key,
      }),
    onSuccess: (saved) => {
      void applyGlossaryText(i18n, lng, saved);
      onClose();
    },
  });
  const reference = builtIn ?? shown;

  const summary = (
    <Stack spacing={2}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 1 },
          alignItems: 'baseline',
        }}
      >
        <Term label={t('glossaryAdmin.dialog.key')}>
          <KeyText value={key} />
        </Term>
        <Term label={t('glossaryAdmin.dialog.language')}>
          <Typography lang={lng}>{t(`languages.${lng}`)}</Typography>
        </Term>
        <Term
          label={t(
            shown === null ? 'glossaryAdmin.dialog.default' : 'glossaryAdmin.dialog.fallback',
          )}
        >
          {reference === null ? (
            <Typography color="text.secondary">{t('glossaryAdmin.noDefault')}</Typography>
          ) : (
            <PlaceholderText text={reference} />
          )}
        </Term>
      </Box>
      {builtIn === null ? (
        <Typography variant="body2" color="text.secondary">
          {t('glossaryAdmin.dialog.noDefault')}
        </Typography>
      ) : null}
      <PlaceholderList text={reference} />
    </Stack>
  );

  return (
    <FormDialog
      form={form}
      title={t(
        target.kind === 'edit'
          ? 'glossaryAdmin.dialog.editTitle'
          : 'glossaryAdmin.dialog.translateTitle',
      )}
      submitLabel={t('admin.common.save')}
      onClose={onClose}
      intro={summary}
    >
      <TextField
        name="value"
        label={t('glossaryAdmin.dialog.value')}
        helperText={builtIn === null ? undefined : t('glossaryAdmin.dialog.valueHelp')}
        lines={3}
        maxLength={GLOSSARY_TEXT_MAX_LENGTH}
      />
      {own === null ? null : (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Button
            type="submit"
            variant="outlined"
            startIcon={<RestartAlt />}
            disabled={form.mutation.isPending}
            aria-describedby={resetHelpId}
            onClick={() => form.form.setValue('value', '')}
            sx={{ alignSelf: 'flex-start', flexShrink: 0 }}
          >
            {t('glossaryAdmin.dialog.reset')}
          </Button>
          <Typography id={resetHelpId} variant="body2" color="text.secondary">
            {t('glossaryAdmin.dialog.resetHelp')}
          </Typography>
        </Stack>
      )}
    </FormDialog>
  );
}
