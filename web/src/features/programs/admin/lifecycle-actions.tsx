import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { ConfirmActionDialog } from '@/components/dialog/confirm-action-dialog';
import { useConfirmAction } from '@/components/dialog/use-confirm-action';
import { useToastMutation } from '@/components/toast/use-toast-mutation';

import { lifecycleMutation, type LifecycleStep } from '../api/admin-programs';
import type { Program } from '../api/programs';
import { useProgramErrorMessage } from '../lib/use-program-error';

type Target = { program: Pick<Program, 'id' | 'title'>; step: LifecycleStep };

/** The lifecycle steps a program's status allows (draft → active ⇄ paused → closed; deleting
 *  for admins): activating, pausing and resuming at once, closing and deleting after a
 *  confirmation (both are final). */
export function LifecycleActions({
  program,
  isAdmin,
  onDeleted,
}: {
  program: Pick<Program, 'id' | 'title' | 'status'>;
  isAdmin: boolean;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const describe = useProgramErrorMessage();
  const quick = useToastMutation(lifecycleMutation(), {
    success: (_data, { step }) =>
      t(`programs.admin.lifecycle.done.${step}`, { title: program.title }),
    onError: () => undefined,
  });
  const confirm = useConfirmAction(
    lifecycleMutation(),
    ({ program: target, step }: Target) => ({ step, programId: target.id }),
    (_data, { step }) => {
      if (step === 'deleted') onDeleted?.();
      return t(`programs.admin.lifecycle.done.${step}`, { title: program.title });
    },
  );
  const run = (step: LifecycleStep) => quick.mutate({ step, programId: program.id });
  const { status } = program;
  return (
    <>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {status === 'draft' ? (
          <Button
            size="small"
            variant="contained"
            onClick={() => run('activate')}
            disabled={quick.isPending}
          >
            {t('programs.admin.lifecycle.activate')}
          </Button>
        ) : null}
        {status === 'active' || status === 'paused' ? (
          <Button
            size="small"
            variant="outlined"
            onClick={() => run('toggle')}
            disabled={quick.isPending}
          >
            {t(
              status === 'active'
                ? 'programs.admin.lifecycle.pause'
                : 'programs.admin.lifecycle.resume',
            )}
          </Button>
        ) : null}
        {status === 'active' || status === 'paused' ? (
          <Button
            size="small"
            variant="outlined"
            onClick={() => confirm.ask({ program, step: 'close' })}
          >
            {t('programs.admin.lifecycle.close')}
          </Button>
        ) : null}
        {isAdmin ? (
          <Button
            size="small"
            color="error"
            onClick={() => confirm.ask({ program, step: 'deleted' })}
          >
            {t('programs.admin.lifecycle.delete')}
          </Button>
        ) : null}
      </Stack>
      {quick.error ? (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          {describe(quick.error)}
        </Typography>
      ) : null}
      <ConfirmActionDialog
        action={confirm}
        title={
          confirm.target?.step === 'deleted'
            ? t('programs.admin.lifecycle.deleteTitle')
            : t('programs.admin.lifecycle.closeTitle')
        }
        body={({ program: target, step }) =>
          t(
            step === 'deleted'
              ? 'programs.admin.lifecycle.deleteBody'
              : 'programs.admin.lifecycle.closeBody',
            {
              title: target.title,
            },
          )
        }
        confirmLabel={
          confirm.target?.step === 'deleted'
            ? t('programs.admin.lifecycle.delete')
            : t('programs.admin.lifecycle.close')
        }
      />
    </>
  );
}
