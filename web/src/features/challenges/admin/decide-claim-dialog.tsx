import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';

import { CHALLENGE_LIMITS, decideClaimMutation, type ChallengeClaim } from '../api/challenges';
import { useChallengeErrorMessage } from '../lib/use-challenge-error';

import { checkDecision, type Values } from './decision-schema';

/** Approves (counting it; with four eyes, the first of two approvals) or rejects (with the
 *  reason the person will read) one claim from the challenge's console. */
export function DecideClaimDialog({
  claim,
  decision,
  onClose,
}: {
  claim: ChallengeClaim;
  decision: 'approve' | 'reject';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const describeError = useChallengeErrorMessage();
  const name = claim.person.full_name;
  const firstOfTwo =
    decision === 'approve' && claim.approvals_needed > 1 && claim.approvals_done === 0;
  const form = useMutationForm({
    defaultValues: { reason: '' },
    validate: (values: Values) => checkDecision(decision, values),
    mutation: decideClaimMutation(),
    toRequest: (values: Values) => ({
      claimId: claim.id,
      decision,
      ...(decision === 'reject' ? { reason: values.reason.trim() } : {}),
    }),
    successToast: (decided) =>
      decision === 'approve' && decided.status === 'pending'
        ? t('challenges.admin.claims.done.firstApproval', { name })
        : t(`challenges.admin.claims.done.${decision}`, { name }),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title={t(`challenges.admin.claims.${decision}Title`, { name })}
      submitLabel={t(`challenges.admin.claims.${decision}`)}
      onClose={onClose}
      destructive={decision === 'reject'}
      describeError={describeError}
      intro={
        <Typography>
          {firstOfTwo
            ? t('challenges.admin.claims.firstOfTwo', { name, title: claim.challenge.title })
            : t(`challenges.admin.claims.${decision}Intro`, { name, title: claim.challenge.title })}
        </Typography>
      }
    >
      {decision === 'reject' ? (
        <TextField
          name="reason"
          label={t('challenges.admin.claims.reason')}
          required
          lines={3}
          maxLength={CHALLENGE_LIMITS.reasonMax}
        />
      ) : null}
    </FormDialog>
  );
}
