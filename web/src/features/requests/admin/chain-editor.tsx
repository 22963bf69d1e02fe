import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';
import { PeoplePicker } from '@/components/people/people-picker';

import { TYPE_LIMITS } from '../api/admin-requests';
import type { RequestApprover, RequestStepRule } from '../api/requests';

import { movedStep, newStep, type StepDraft } from './type-draft';

const APPROVERS: readonly RequestApprover[] = ['leader', 'admins', 'person', 'people'];
const RULES: readonly RequestStepRule[] = ['all', 'any'];

export type ChainEditorProps = {
  steps: StepDraft[];
  onChange: (steps: StepDraft[]) => void;
  /** The message of a field (`steps`, `steps.<n>.user_id`, `steps.<n>.user_ids`,
   *  `steps.<n>.rule`, `steps.<n>.approver`, `steps.<n>.deadline_days`), if any. */
  errorAt: (field: string) => string | undefined;
};

/** The approval chain: up to five steps decided one after the other, each by the requester's
 *  leader, any admin ("Personas (admins)"), a person chosen with the people picker, or several
 *  people deciding in parallel (all of them, or the first), each with the days its approvers
 *  have (blank: none of its own); steps are added, moved up or down and removed (the last one
 *  stays). */
export function ChainEditor({ steps, onChange, errorAt }: ChainEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const full = steps.length >= TYPE_LIMITS.stepsMax;
  const change = (index: number, changes: Partial<StepDraft>) =>
    onChange(steps.map((step, at) => (at === index ? { ...step, ...changes } : step)));
  const chainError = errorAt('steps');
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {t('requests.admin.chain.help')}
      </Typography>
      <Stack
        component="ol"
        spacing={1.5}
        aria-label={t('requests.admin.chain.label')}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {steps.map((step, index) => {
          const number = index + 1;
          const personError = errorAt(`steps.${index}.user_id`);
          const peopleError = errorAt(`steps.${index}.user_ids`);
          const ruleError = errorAt(`steps.${index}.rule`);
          const approverError = errorAt(`steps.${index}.approver`);
          const deadlineError = errorAt(`steps.${index}.deadline_days`);
          return (
            <Paper
              key={step.key}
              component="li"
              variant="outlined"
              sx={{ p: { xs: 1.5, sm: 2 } }}
              data-step={number}
            >
              <Stack spacing={1.5}>
                <Stack
                  direction="row"
                  sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
                >
                  <Typography
                    variant="h4"
                    component="h4"
                    sx={{ fontSize: '1rem', fontWeight: 700 }}
                  >
                    {t('requests.admin.chain.step', { number })}
                  </Typography>
                  <Stack direction="row" spacing={0.5}>
                    <StepButton
                      label={t('requests.admin.chain.up', { number })}
                      disabled={index === 0}
                      onClick={() => onChange(movedStep(steps, index, -1))}
                    >
                      <ArrowUpward fontSize="small" />
                    </StepButton>
                    <StepButton
                      label={t('requests.admin.chain.down', { number })}
                      disabled={index === steps.length - 1}
                      onClick={() => onChange(movedStep(steps, index, 1))}
                    >
                      <ArrowDownward fontSize="small" />
                    </StepButton>
                    <StepButton
                      label={t('requests.admin.chain.remove', { number })}
                      disabled={steps.length === 1}
                      onClick={() => onChange(steps.filter((_step, at) => at !== index))}
                    >
                      <DeleteOutline fontSize="small" />
                    </StepButton>
                  </Stack>
                </Stack>
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: {
                      xs: 'minmax(0, 1fr)',
                      sm: 'minmax(0, 1fr) minmax(0, 1fr)',
                    },
                  }}
                >
                  <SelectInput
                    id={`${id}-${step.key}-approver`}
                    label={t('requests.admin.chain.approver', { number })}
                    value={step.approver}
                    error={Boolean(approverError)}
                    helperText={
                      approverError ?? t(`requests.admin.chain.approverHelp.${step.approver}`)
                    }
                    onChange={(event) =>
                      change(index, {
                        approver: event.target.value as RequestApprover,
                        person: event.target.value === 'person' ? step.person : null,
                        people: event.target.value === 'people' ? step.people : [],
                      })
                    }
                    options={APPROVERS.map((approver) => ({
                      value: approver,
                      label: t(`requests.admin.chain.approvers.${approver}`),
                    }))}
                  />
                  <TextInput
                    id={`${id}-${step.key}-deadline`}
                    label={t('requests.admin.chain.deadline', { number })}
                    value={step.deadline}
                    onChange={(event) => change(index, { deadline: event.target.value })}
                    inputProps={{ inputMode: 'numeric' }}
                    error={Boolean(deadlineError)}
                    helperText={deadlineError ?? t('requests.admin.chain.deadlineHelp')}
                    autoComplete="off"
                  />
                  {step.approver === 'person' ? (
                    <PeoplePicker
                      id={`${id}-${step.key}-person`}
                      label={t('requests.admin.chain.person', { number })}
                      required
                      value={step.person}
                      onChange={(person) => change(index, { person })}
                      error={personError}
                      variant="contact"
                    />
                  ) : null}
                  {step.approver === 'people' ? (
                    <SelectInput
                      id={`${id}-${step.key}-rule`}
                      label={t('requests.admin.chain.rule', { number })}
                      value={step.rule}
                      error={Boolean(ruleError)}
                      helperText={ruleError ?? t(`requests.admin.chain.ruleHelp.${step.rule}`)}
                      onChange={(event) =>
                        change(index, { rule: event.target.value as RequestStepRule })
                      }
                      options={RULES.map((rule) => ({
                        value: rule,
                        label: t(`requests.admin.chain.rules.${rule}`),
                      }))}
                    />
                  ) : null}
                  {step.approver === 'people' ? (
                    <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
                      <PeoplePicker
                        id={`${id}-${step.key}-people`}
                        label={t('requests.admin.chain.people', { number })}
                        helperText={t('requests.admin.chain.peopleHelp', {
                          min: TYPE_LIMITS.parallelMin,
                          max: TYPE_LIMITS.parallelMax,
                        })}
                        required
                        multiple
                        value={step.people}
                        onChange={(people) => change(index, { people })}
                        error={
                          peopleError ??
                          (step.people.length > TYPE_LIMITS.parallelMax
                            ? t('requests.admin.errors.stepPeople')
                            : undefined)
                        }
                        variant="contact"
                      />
                    </Box>
                  ) : null}
                </Box>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      {chainError ? (
        <FormHelperText error role="alert" sx={{ mt: 0 }}>
          {chainError}
        </FormHelperText>
      ) : null}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Box>
          <Button
            variant="outlined"
            startIcon={<Add />}
            disabled={full}
            onClick={() => onChange([...steps, newStep()])}
          >
            {t('requests.admin.chain.add')}
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {full
            ? t('requests.admin.chain.full', { max: TYPE_LIMITS.stepsMax })
            : t('requests.admin.chain.count', { count: steps.length, max: TYPE_LIMITS.stepsMax })}
        </Typography>
      </Stack>
    </Stack>
  );
}

function StepButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const button = (
    <IconButton size="small" aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </IconButton>
  );
  // A disabled button fires no events: its tooltip goes on a wrapper.
  return (
    <Tooltip title={label}>
      <span>{button}</span>
    </Tooltip>
  );
}
