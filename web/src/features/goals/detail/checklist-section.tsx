import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TextInput } from '@/components/form/text-input';

import { saveChecklistMutation, toggleChecklistItemMutation } from '../api/goals';
import type { GoalDetail } from '../api/types';
import { moveItem } from '../lib/list-order';
import { useGoalErrorMessage } from '../lib/use-goal-error';

import { DetailSection } from './section';

type DraftItem = { key: string; id?: number; title: string; weight: string; done: boolean };

const MAX_ITEMS = 50;

/** The checklist (GOA-2): tick items; those who may edit change, weigh and reorder them (up and
 *  down buttons), then save the whole list in its order. */
export function ChecklistSection({ goal }: { goal: GoalDetail }) {
  const { t } = useTranslation();
  const errorMessage = useGoalErrorMessage();
  const toggle = useMutation(toggleChecklistItemMutation(goal.id));
  const save = useMutation(saveChecklistMutation(goal.id));
  const [draft, setDraft] = useState<DraftItem[] | null>(null);
  const [fresh, setFresh] = useState(0);
  const canTick = (goal.can.check_in || goal.can.edit) && goal.status === 'active';
  const canEdit = goal.can.edit && goal.status === 'active';
  if (goal.checklist.length === 0 && !canEdit) return null;

  const startEditing = () =>
    setDraft(
      goal.checklist.map((item) => ({
        key: `i${item.id}`,
        id: item.id,
        title: item.title,
        weight: item.weight === null ? '' : String(item.weight),
        done: item.done,
      })),
    );
  const change = (index: number, patch: Partial<DraftItem>) =>
    setDraft((old) => old?.map((item, at) => (at === index ? { ...item, ...patch } : item)) ?? old);
  const emptyTitle = draft?.some((item) => item.title.trim() === '') ?? false;

  return (
    <DetailSection
      title={t('goals.checklist.title')}
      testId="checklist"
      action={
        canEdit && draft === null ? (
          <Button size="small" onClick={startEditing}>
            {t('goals.checklist.edit')}
          </Button>
        ) : null
      }
    >
      {toggle.error || save.error ? (
        <Alert severity="error" role="alert">
          {errorMessage(toggle.error ?? save.error)}
        </Alert>
      ) : null}
      {draft === null ? (
        goal.checklist.length === 0 ? (
          <Typography color="text.secondary">{t('goals.checklist.empty')}</Typography>
        ) : (
          <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {goal.checklist.map((item) => (
              <li key={item.id}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={item.done}
                      disabled={!canTick || toggle.isPending}
                      onChange={(event) =>
                        toggle.mutate({ itemId: item.id, done: event.target.checked })
                      }
                    />
                  }
                  label={
                    item.weight === null
                      ? item.title
                      : t('goals.checklist.itemWeighted', {
                          title: item.title,
                          weight: item.weight,
                        })
                  }
                />
              </li>
            ))}
          </Stack>
        )
      ) : (
        <Stack spacing={1.5}>
          <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {draft.map((item, index) => (
              <Stack
                component="li"
                key={item.key}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <TextInput
                  id={`checklist-title-${item.key}`}
                  label={t('goals.checklist.itemTitle', { number: index + 1 })}
                  size="small"
                  value={item.title}
                  inputProps={{ maxLength: 200 }}
                  error={item.title.trim() === ''}
                  onChange={(event) => change(index, { title: event.target.value })}
                />
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <TextInput
                    id={`checklist-weight-${item.key}`}
                    label={t('goals.checklist.weight')}
                    size="small"
                    type="number"
                    fullWidth={false}
                    value={item.weight}
                    inputProps={{ min: 0, step: 1 }}
                    onChange={(event) => change(index, { weight: event.target.value })}
                    sx={{ width: '6rem' }}
                  />
                  <IconButton
                    aria-label={t('goals.checklist.up', { title: item.title })}
                    disabled={index === 0}
                    onClick={() => setDraft(moveItem(draft, index, index - 1))}
                  >
                    <ArrowUpward />
                  </IconButton>
                  <IconButton
                    aria-label={t('goals.checklist.down', { title: item.title })}
                    disabled={index === draft.length - 1}
                    onClick={() => setDraft(moveItem(draft, index, index + 1))}
                  >
                    <ArrowDownward />
                  </IconButton>
                  <IconButton
                    aria-label={t('goals.checklist.remove', { title: item.title })}
                    onClick={() => setDraft(draft.filter((_entry, at) => at !== index))}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Stack>
              </Stack>
            ))}
          </Stack>
          {emptyTitle ? (
            <Typography color="error" variant="body2" role="alert">
              {t('goals.checklist.titleRequired')}
            </Typography>
          ) : null}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              disabled={draft.length >= MAX_ITEMS}
              onClick={() => {
                setFresh(fresh + 1);
                setDraft([...draft, { key: `n${fresh}`, title: '', weight: '', done: false }]);
              }}
            >
              {t('goals.checklist.add')}
            </Button>
            <Button onClick={() => setDraft(null)}>{t('goals.checklist.cancel')}</Button>
            <Button
              variant="contained"
              loading={save.isPending}
              disabled={emptyTitle}
              onClick={() =>
                save.mutate(
                  draft.map((item) => ({
                    ...(item.id ? { id: item.id } : {}),
                    title: item.title.trim(),
                    weight: item.weight === '' ? null : Number(item.weight),
                    done: item.done,
                  })),
                  { onSuccess: () => setDraft(null) },
                )
              }
            >
              {t('goals.checklist.save')}
            </Button>
          </Stack>
        </Stack>
      )}
    </DetailSection>
  );
}
