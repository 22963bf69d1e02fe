import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useCompactDialog } from '@/components/dialog/use-compact-dialog';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { SelectInput } from '@/components/form/select-input';
import type { FormDefinition } from '@/lib/forms/types';

import { fetchOrgForm, orgFormsQueryOptions } from './api';
import { useAdminErrorMessage } from './use-admin-error';

/** "Copiar de un formulario": one of the organisation's forms (Formularios, or another cycle's)
 *  becomes this direction's form, to be adjusted in the builder. */
export function CopyFormDialog({
  directionName,
  onCopy,
  onClose,
}: {
  directionName: string;
  onCopy: (definition: FormDefinition) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const compact = useCompactDialog();
  const errorText = useAdminErrorMessage();
  const forms = useQuery(orgFormsQueryOptions());
  const [chosen, setChosen] = useState('');
  const [missing, setMissing] = useState(false);
  const load = useMutation({ mutationFn: (formId: string) => fetchOrgForm(formId) });
  const english = i18n.language.startsWith('en');
  const items = forms.data?.items ?? [];

  const submit = () => {
    setMissing(chosen === '');
    if (chosen === '') return;
    load.mutate(chosen, { onSuccess: (form) => onCopy(form.definition) });
  };

  return (
    <Dialog
      open
      onClose={load.isPending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
      fullScreen={compact}
    >
      <DialogTitle id={`${id}-title`}>
        {t('evaluations.admin.forms.copyTitle', { name: directionName })}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography color="text.secondary">{t('evaluations.admin.forms.copyIntro')}</Typography>
          {forms.isPending ? (
            <LoadingBlock label={t('admin.common.loading')} />
          ) : forms.isError ? (
            <LoadError error={forms.error} onRetry={() => void forms.refetch()} />
          ) : items.length === 0 ? (
            <Typography>{t('evaluations.admin.forms.copyNone')}</Typography>
          ) : (
            <SelectInput
              id={`${id}-form`}
              label={t('evaluations.admin.forms.copyForm')}
              value={chosen}
              onChange={(event) => {
                setChosen(event.target.value);
                setMissing(false);
              }}
              error={missing}
              helperText={missing ? t('evaluations.admin.forms.copyMissing') : undefined}
              options={[
                { value: '', label: t('evaluations.admin.forms.copyChoose') },
                ...items.map((form) => ({
                  value: form.form_id,
                  label: t('evaluations.admin.forms.copyOption', {
                    title: (english ? form.title.en : undefined) ?? form.title.es,
                    count: form.questions,
                  }),
                })),
              ]}
            />
          )}
          {load.error ? (
            <Alert severity="error" role="alert">
              {errorText(load.error)}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={load.isPending}>
          {t('admin.common.cancel')}
        </Button>
        <Button
          variant="contained"
          loading={load.isPending}
          disabled={items.length === 0}
          onClick={submit}
        >
          {t('evaluations.admin.forms.copySubmit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
