import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { ConfirmActionDialog } from '@/components/dialog/confirm-action-dialog';
import { useConfirmAction } from '@/components/dialog/use-confirm-action';

import { lifecycleMutation, type LifecycleStep } from '../api/admin-challenges';
import type { Challenge } from '../api/challenges';

type Target = { challenge: Pick<Challenge, 'id' | 'title'>; step: LifecycleStep };

/** The steps a challenge's status allows (draft → active ⇄ inactive → ended → archived; a draft
 *  may be archived too), each after a confirmation that says what it does. */
export function LifecycleActions({
  challenge,
}: {
  challenge: Pick<Challenge, 'id' | 'title' | 'status'>;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmAction(
    lifecycleMutation(),
    ({ challenge: target, step }: Target) => ({ step, challengeId: target.id }),
    (_data, { step }) => t(`challenges.admin.lifecycle.done.${step}`, { title: challenge.title }),
  );
  const { status } = challenge;
  const steps: { step: LifecycleStep; label: string; primary?: boolean }[] = [];
  if (status === 'draft')
    steps.push({
      step: 'activate',
      label: t('challenges.admin.lifecycle.activate'),
      primary: true,
    });
  if (status === 'active')
    steps.push({ step: 'toggle', label: t('challenges.admin.lifecycle.deactivate') });
  if (status === 'inactive')
    steps.push({ step: 'toggle', label: t('challenges.admin.lifecycle.reactivate') });
  if (status === 'active' || status === 'inactive')
    steps.push({ step: 'end', label: t('challenges.admin.lifecycle.end') });
  if (status === 'ended' || status === 'draft')
    steps.push({ step: 'archive', label: t('challenges.admin.lifecycle.archive') });
  const stepKey = (step: LifecycleStep) =>
    step === 'toggle' ? (status === 'active' ? 'deactivate' : 'reactivate') : step;
  return (
    <>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {steps.map(({ step, label, primary }) => (
          <Button
            key={step}
            size="small"
            variant={primary ? 'contained' : 'outlined'}
            aria-label={t('challenges.admin.lifecycle.oneLabel', {
              action: label,
              title: challenge.title,
            })}
            onClick={() => confirm.ask({ challenge, step })}
          >
            {label}
          </Button>
        ))}
      </Stack>
      <ConfirmActionDialog
        action={confirm}
        title={
          confirm.target
            ? t(`challenges.admin.lifecycle.titles.${stepKey(confirm.target.step)}`)
            : ''
        }
        body={({ challenge: target, step }) =>
          t(`challenges.admin.lifecycle.bodies.${stepKey(step)}`, { title: target.title })
        }
        confirmLabel={
          confirm.target ? t(`challenges.admin.lifecycle.${stepKey(confirm.target.step)}`) : ''
        }
      />
    </>
  );
}
