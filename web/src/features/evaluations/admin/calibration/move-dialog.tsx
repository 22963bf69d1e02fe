import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { SelectInput } from '@/components/form/select-input';
import { showToast } from '@/components/toast/toast';

import { rateMutation } from '../api';
import { boxName, boxOf, LEVELS, sameBox } from '../box-words';
import { ReasonField, SmallFormDialog } from '../participant-dialogs';
import { reasonProblem } from '../reason';
import type { Box, CalibrationPerson } from '../types';
import { useAdminErrorMessage } from '../use-admin-error';

export type MoveDialogProps = {
  person: CalibrationPerson;
  /** The box chosen in the menu or by dragging. */
  target: Box;
  onClose: () => void;
};

/** "Mover a…": a person's box in the 9-box, with the reason (mandatory: it goes to the rating
 *  history and the audit log). The box may still be changed here. */
export function MoveDialog({ person, target, onClose }: MoveDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useAdminErrorMessage();
  const [box, setBox] = useState<Box>(target);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const rate = useMutation(rateMutation(person.id));
  const failure = rate.error ? toApiError(rate.error) : null;
  const serverReason = failure?.fields.reason;
  const problem = checked ? reasonProblem(reason) : null;
  const name = person.person.full_name;
  const current = boxOf(person.current);
  const unchanged = sameBox(box, current);
  const levelOptions = (axis: 'performance' | 'potential') =>
    LEVELS.map((level) => ({
      value: String(level),
      label: t(`evaluations.admin.box.${axis}.${level}`),
    }));

  return (
    <SmallFormDialog
      title={t('evaluations.admin.move.title', { name })}
      intro={
        current
          ? t('evaluations.admin.move.from', { box: boxName(t, current) })
          : t('evaluations.admin.move.fromNone')
      }
      submitLabel={t('evaluations.admin.move.submit')}
      pending={rate.isPending}
      failure={failure && !serverReason ? errorText(rate.error) : null}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true);
        if (reasonProblem(reason) || unchanged) return;
        rate.mutate(
          { ...box, reason: reason.trim() },
          {
            onSuccess: () => {
              showToast(
                t('evaluations.admin.move.done', { name, box: boxName(t, box) }),
                'success',
              );
              onClose();
            },
          },
        );
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectInput
          id={`${id}-performance`}
          label={t('evaluations.admin.box.performanceLabel')}
          value={String(box.performance)}
          onChange={(event) => setBox({ ...box, performance: Number(event.target.value) })}
          options={levelOptions('performance')}
          error={checked && unchanged}
          helperText={checked && unchanged ? t('evaluations.admin.move.same') : undefined}
        />
        <SelectInput
          id={`${id}-potential`}
          label={t('evaluations.admin.box.potentialLabel')}
          value={String(box.potential)}
          onChange={(event) => setBox({ ...box, potential: Number(event.target.value) })}
          options={levelOptions('potential')}
        />
      </Stack>
      <ReasonField
        label={t('evaluations.admin.reason.label')}
        helperText={t('evaluations.admin.move.reasonHelp')}
        value={reason}
        onChange={setReason}
        error={problem ? t(`evaluations.admin.reason.${problem}`) : serverReason}
      />
    </SmallFormDialog>
  );
}
