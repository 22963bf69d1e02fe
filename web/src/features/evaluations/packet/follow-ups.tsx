import AddTaskOutlined from '@mui/icons-material/AddTaskOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { DateText } from '@/components/date-text';
import { DateField } from '@/components/form/fields/date-field';
import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import type { FieldChecks } from '@/components/form/schema-resolver';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { PlainList } from '@/components/layout/plain-list';
import { paths } from '@/config/paths';

import { followUpMutation } from '../api/evaluations';
import type { FollowUpInput, Packet } from '../api/types';

import { PacketSection } from './packet-parts';

/** The longest title and description the tasks module keeps. */
const TITLE_MAX = 200;
const DESCRIPTION_MAX = 4000;

type FollowUpValues = { title: string; description: string; due_on: string };

function checkFollowUp({ title }: FollowUpValues): FieldChecks {
  return title.trim() ? {} : { title: 'evaluations.followUps.titleRequired' };
}

/** The packet's follow-up actions: tasks for the person reviewed, created by their leader or an
 *  admin through the tasks module (source `evaluation`), listed for everyone who reads the packet. */
export function FollowUpsSection({ packet }: { packet: Packet }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const { follow_ups: tasks, can_follow_up: canAdd, participant } = packet;
  if (!canAdd && tasks.length === 0) return null;
  return (
    <PacketSection
      title={t('evaluations.followUps.title')}
      subtitle={t('evaluations.followUps.description')}
      testId="packet-follow-ups"
    >
      <Stack spacing={1.5}>
        {tasks.length === 0 ? (
          <Typography color="text.secondary">{t('evaluations.followUps.empty')}</Typography>
        ) : (
          <PlainList sx={{ display: 'grid', gap: 1 }} label={t('evaluations.followUps.title')}>
            {tasks.map((task) => (
              <Stack component="li" key={task.id} spacing={0.25}>
                <Link
                  component={RouterLink}
                  to={`${paths.tasks}?task=${task.id}`}
                  underline="hover"
                  aria-label={t('evaluations.followUps.open', { title: task.title })}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {task.title}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {t(`evaluations.followUps.status.${task.status}`)}
                  {' · '}
                  {task.due_on ? (
                    <>
                      {t('evaluations.followUps.due')} <DateText value={task.due_on} />
                    </>
                  ) : (
                    t('evaluations.followUps.noDue')
                  )}
                </Typography>
              </Stack>
            ))}
          </PlainList>
        )}
        {canAdd ? (
          <div>
            <Button
              variant="outlined"
              startIcon={<AddTaskOutlined />}
              onClick={() => setAdding(true)}
            >
              {t('evaluations.followUps.add')}
            </Button>
          </div>
        ) : null}
      </Stack>
      {adding ? (
        <FollowUpDialog
          participantId={participant.id}
          name={participant.person.full_name}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </PacketSection>
  );
}

function FollowUpDialog({
  participantId,
  name,
  onClose,
}: {
  participantId: number;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useMutationForm({
    defaultValues: { title: '', description: '', due_on: '' } satisfies FollowUpValues,
    validate: checkFollowUp,
    mutation: followUpMutation(participantId),
    toRequest: (values: FollowUpValues): FollowUpInput => ({
      title: values.title.trim(),
      ...(values.description.trim() ? { description: values.description.trim() } : {}),
      ...(values.due_on ? { due_on: values.due_on } : {}),
    }),
    successToast: () => t('evaluations.followUps.done', { name }),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title={t('evaluations.followUps.dialogTitle')}
      submitLabel={t('evaluations.followUps.submit')}
      onClose={onClose}
      intro={<Typography>{t('evaluations.followUps.intro', { name })}</Typography>}
    >
      <TextField
        name="title"
        label={t('evaluations.followUps.fields.title')}
        maxLength={TITLE_MAX}
        required
      />
      <TextField
        name="description"
        label={t('evaluations.followUps.fields.description')}
        lines={3}
        maxLength={DESCRIPTION_MAX}
      />
      <DateField name="due_on" label={t('evaluations.followUps.fields.dueOn')} />
    </FormDialog>
  );
}
