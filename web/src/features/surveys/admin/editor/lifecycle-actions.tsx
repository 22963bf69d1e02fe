import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { showToast } from '@/components/toast/toast';
import { useNumberFormat } from '@/i18n/use-number-format';

import {
  deleteSurveyMutation,
  lifecycleMutation,
  remindMutation,
  type AdminSurvey,
} from '../../api/admin-surveys';
import { actionsFor, type Action } from '../../lib/lifecycle';
import { useSurveyErrorMessage } from '../../lib/use-survey-error';

export type LifecycleActionsProps = {
  survey: AdminSurvey;
  /** Unsaved changes: launching waits for them to be saved. */
  dirty: boolean;
  /** The draft was deleted. */
  onDeleted: () => void;
};

export function LifecycleActions({ survey, dirty, onDeleted }: LifecycleActionsProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const errorText = useSurveyErrorMessage();
  const [asking, setAsking] = useState<Action | null>(null);
  const step = useMutation(lifecycleMutation());
  const remind = useMutation(remindMutation());
  const remove = useMutation(deleteSurveyMutation());
  const pending = step.isPending || remind.isPending || remove.isPending;
  const failure = step.error ?? remind.error ?? remove.error;

  const close = () => {
    step.reset();
    remind.reset();
    remove.reset();
    setAsking(null);
  };
  const confirm = () => {
    if (!asking) return;
    const done = (text: string) => {
      showToast(text, 'success');
      setAsking(null);
    };
    if (asking.kind === 'remind')
      remind.mutate(survey.id, {
        onSuccess: ({ reminded }) =>
          done(
            t('surveys.admin.lifecycle.reminded', {
              count: reminded,
              number: format.number(reminded),
            }),
          ),
      });
    else if (asking.kind === 'delete')
      remove.mutate(survey.id, {
        onSuccess: () => {
          done(t('surveys.admin.lifecycle.deleted'));
          onDeleted();
        },
      });
    else
      step.mutate(
        { id: survey.id, step: asking.step },
        {
          onSuccess: (now) =>
            done(
              t('surveys.admin.lifecycle.done', {
                status: t(`surveys.admin.status.${now.status}`),
              }),
            ),
        },
      );
  };

  const actions = actionsFor(survey);
  if (actions.length === 0) return null;
  const text = (key: string, part: 'label' | 'title' | 'body') =>
    t(`surveys.admin.lifecycle.${key}.${part}` as 'surveys.admin.lifecycle.activate.label', {
      audience: format.number(survey.audience_size),
    });

  return (
    <>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {actions.map((action) => (
          <Button
            key={action.key}
            variant={
              action.key === 'activate' || action.key === 'schedule' ? 'contained' : 'outlined'
            }
            color={action.key === 'delete' || action.key === 'close' ? 'error' : 'primary'}
            disabled={dirty && (action.key === 'activate' || action.key === 'schedule')}
            onClick={() => setAsking(action)}
          >
            {text(action.key, 'label')}
          </Button>
        ))}
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? text(asking.key, 'title') : ''}
        body={asking ? text(asking.key, 'body') : ''}
        confirmLabel={asking ? text(asking.key, 'label') : ''}
        cancelLabel={t('admin.common.cancel')}
        destructive={asking?.key === 'delete' || asking?.key === 'close'}
        pending={pending}
        error={
          failure ? (
            <Alert severity="error" role="alert">
              {errorText(failure)}
            </Alert>
          ) : null
        }
        onConfirm={confirm}
        onCancel={close}
      />
    </>
  );
}
