import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useCompactDialog } from '@/components/dialog/use-compact-dialog';
import { SearchInput } from '@/components/form/search-input';
import { TextInput } from '@/components/form/text-input';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { goalsQueryOptions, setChildrenWeightsMutation, setParentsMutation } from '../api/goals';
import type { Goal, GoalDetail } from '../api/types';
import { HealthChip } from '../components/health-chip';
import { WeightsPanel } from '../components/weights-panel';
import { useGoalErrorMessage } from '../lib/use-goal-error';
import { goalPath } from '../paths';

import { DetailSection } from './section';

/** Alignment (GOA-★1): the goals this one contributes to, each with its share, "Alinear con…"
 *  to add one (the server refuses a cycle), and the goals contributing to this one with their
 *  contributions, their sum and "Normalizar a 100". */
export function AlignmentSection({ goal }: { goal: GoalDetail }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const errorMessage = useGoalErrorMessage();
  const parents = useMutation(setParentsMutation(goal.id));
  const childWeights = useMutation(setChildrenWeightsMutation(goal.id));
  const [picking, setPicking] = useState(false);
  const editable = goal.can.edit && goal.status === 'active';
  const current = goal.parents.map((link) => ({
    goal_id: link.goal.id,
    contribution: link.contribution,
  }));

  return (
    <DetailSection
      title={t('goals.alignment.title')}
      testId="alignment"
      action={
        editable ? (
          <Button size="small" onClick={() => setPicking(true)}>
            {t('goals.alignment.align')}
          </Button>
        ) : null
      }
    >
      {parents.error ? (
        <Alert severity="error" role="alert">
          {errorMessage(parents.error)}
        </Alert>
      ) : null}
      <Typography variant="h3">{t('goals.alignment.parents')}</Typography>
      {goal.parents.length === 0 ? (
        <Typography color="text.secondary">{t('goals.alignment.noParents')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {goal.parents.map((link) => (
            <Stack
              component="li"
              key={link.goal.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={goalPath(link.goal.id)}>
                  {link.goal.title}
                </Link>{' '}
                · {t('goals.tree.contribution', { share: format.number(link.contribution) })}
              </Typography>
              {editable ? (
                // A short label (a title inside a button would run past a phone's edge); the
                // accessible name, which begins with it, says which goal.
                <Button
                  size="small"
                  color="error"
                  aria-label={t('goals.alignment.unlink', { title: link.goal.title })}
                  onClick={() =>
                    parents.mutate(current.filter((entry) => entry.goal_id !== link.goal.id))
                  }
                >
                  {t('goals.alignment.unlinkShort')}
                </Button>
              ) : null}
            </Stack>
          ))}
        </Stack>
      )}
      <Typography variant="h3">{t('goals.alignment.children')}</Typography>
      {goal.children.length === 0 ? (
        <Typography color="text.secondary">{t('goals.alignment.noChildren')}</Typography>
      ) : (
        <>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {goal.children.map((link) => (
              <Stack
                component="li"
                key={link.goal.id}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                useFlexGap
              >
                <Link
                  component={RouterLink}
                  to={goalPath(link.goal.id)}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {link.goal.title}
                </Link>
                <HealthChip health={link.goal.health} />
                <Typography variant="body2" color="text.secondary">
                  {t('goals.alignment.childLine', {
                    share: format.number(link.contribution),
                    progress: format.number(link.goal.progress),
                  })}
                </Typography>
              </Stack>
            ))}
          </Stack>
          <WeightsPanel
            title={t('goals.weights.childrenTitle')}
            editable={editable}
            items={goal.children.map((link) => ({
              id: link.goal.id,
              title: link.goal.title,
              weight: link.contribution,
            }))}
            onSave={(weights) =>
              childWeights.mutateAsync(
                // The server takes contributions of 1–100: a child normalised to 0 keeps 1.
                weights.map((item) => ({
                  goal_id: item.id,
                  contribution: Math.max(1, item.weight),
                })),
              )
            }
          />
        </>
      )}
      {goal.hidden_children > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('goals.alignment.hiddenChildren', { count: goal.hidden_children })}
        </Typography>
      ) : null}
      {picking ? (
        <AlignPicker
          goal={goal}
          onClose={() => setPicking(false)}
          onPick={(parent, contribution) =>
            parents.mutate(
              [
                ...current.filter((entry) => entry.goal_id !== parent.id),
                { goal_id: parent.id, contribution },
              ],
              { onSettled: () => setPicking(false) },
            )
          }
        />
      ) : null}
    </DetailSection>
  );
}

/** "Alinear con…": search the goals the person may see and give this one's share of it. */
function AlignPicker({
  goal,
  onClose,
  onPick,
}: {
  goal: GoalDetail;
  onClose: () => void;
  onPick: (parent: Goal, contribution: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const compact = useCompactDialog();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const [chosen, setChosen] = useState<Goal | null>(null);
  const [share, setShare] = useState('100');
  const results = useQuery(
    goalsQueryOptions('all', { q: query || undefined, status: 'active' }, 0, 10),
  );
  const shareValue = Number(share);
  const shareOk = Number.isFinite(shareValue) && shareValue >= 1 && shareValue <= 100;
  const taken = new Set([goal.id, ...goal.parents.map((link) => link.goal.id)]);
  const options = (results.data?.items ?? []).filter((entry) => !taken.has(entry.id));
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
      fullScreen={compact}
    >
      <DialogTitle id={`${id}-title`}>{t('goals.alignment.pickerTitle')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <SearchInput
            id={`${id}-search`}
            label={t('goals.alignment.search')}
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
          />
          {results.isPending ? (
            <Typography color="text.secondary">{t('goals.alignment.searching')}</Typography>
          ) : options.length === 0 ? (
            <Typography color="text.secondary">{t('goals.alignment.noResults')}</Typography>
          ) : (
            <List aria-label={t('goals.alignment.results')} dense>
              {options.map((option) => (
                <ListItemButton
                  key={option.id}
                  selected={chosen?.id === option.id}
                  aria-pressed={chosen?.id === option.id}
                  onClick={() => setChosen(option)}
                >
                  <ListItemText
                    primary={option.title}
                    secondary={`${t(`goals.level.${option.level}`)} · ${option.owner.full_name}`}
                  />
                </ListItemButton>
              ))}
            </List>
          )}
          <TextInput
            id={`${id}-share`}
            label={t('goals.alignment.share')}
            type="number"
            value={share}
            inputProps={{ min: 1, max: 100, step: 1 }}
            onChange={(event) => setShare(event.target.value)}
            error={!shareOk}
            helperText={shareOk ? t('goals.alignment.shareHelp') : t('goals.alignment.shareError')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('goals.alignment.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!chosen || !shareOk}
          onClick={() => chosen && onPick(chosen, shareValue)}
        >
          {t('goals.alignment.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
