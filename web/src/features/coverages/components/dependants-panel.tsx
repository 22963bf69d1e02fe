import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmActionDialog } from '@/components/dialog/confirm-action-dialog';
import { useConfirmAction } from '@/components/dialog/use-confirm-action';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { StatusChip } from '@/components/status-chip';

import {
  myDependantsQueryOptions,
  removeDependantMutation,
  type CoverageDependant,
} from '../api/coverages';
import { useCoverageFormat } from '../lib/coverage-words';

import { DependantDialog } from './dependant-dialog';

/** What a dependant's chip says: waiting for HR (and for what), active or rejected. */
function useDependantState() {
  const { t } = useTranslation();
  return (d: CoverageDependant) => {
    if (d.change === 'add')
      return { label: t('coverages.dependants.state.add'), color: 'warning' as const };
    if (d.change === 'edit')
      return { label: t('coverages.dependants.state.edit'), color: 'warning' as const };
    if (d.change === 'remove')
      return { label: t('coverages.dependants.state.remove'), color: 'warning' as const };
    if (d.status === 'rejected')
      return { label: t('coverages.dependants.state.rejected'), color: 'default' as const };
    return { label: t('coverages.dependants.state.active'), color: 'success' as const };
  };
}

/** "Mis cargas": the dependants I keep for all my policies, each change waiting for HR's
 *  approval; add, change and remove them here. */
export function DependantsPanel() {
  const { t } = useTranslation();
  const words = useCoverageFormat();
  const state = useDependantState();
  const query = useQuery(myDependantsQueryOptions());
  const [editing, setEditing] = useState<CoverageDependant | 'new' | null>(null);
  const remove = useConfirmAction(
    removeDependantMutation(),
    (d: CoverageDependant) => d.id,
    (result, d) =>
      t(result.removed ? 'coverages.dependants.removed' : 'coverages.dependants.removalSent', {
        name: d.full_name,
      }),
  );
  const add = (
    <Button variant="contained" onClick={() => setEditing('new')}>
      {t('coverages.dependants.add')}
    </Button>
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="coverages-dependants"
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Box>
            <Typography id="coverages-dependants" variant="h2">
              {t('coverages.dependants.title')}
            </Typography>
            <Typography color="text.secondary">{t('coverages.dependants.intro')}</Typography>
          </Box>
          <Box sx={{ flexShrink: 0 }}>{add}</Box>
        </Stack>
        <QueryContent
          query={query}
          loadingLabel={t('coverages.dependants.loading')}
          isEmpty={(data) => data.length === 0}
          empty={
            <EmptyState
              icon="👪"
              title={t('coverages.dependants.empty')}
              body={t('coverages.dependants.emptyBody')}
            />
          }
        >
          {(dependants) => (
            <Stack
              component="ul"
              aria-label={t('coverages.dependants.listLabel', { count: dependants.length })}
              spacing={1.5}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              {dependants.map((d) => {
                const chip = state(d);
                const waiting = d.change !== null;
                return (
                  <Box
                    component="li"
                    key={d.id}
                    aria-label={d.full_name}
                    sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}
                  >
                    <Stack
                      direction={{ xs: 'column', sm: 'row' }}
                      spacing={1}
                      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
                    >
                      <Box sx={{ minWidth: 0 }}>
                        <Stack
                          direction="row"
                          useFlexGap
                          sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
                        >
                          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                            {d.full_name}
                          </Typography>
                          <StatusChip
                            label={chip.label}
                            current={!waiting && d.status === 'active'}
                            color={chip.color}
                          />
                        </Stack>
                        <Typography variant="body2" color="text.secondary">
                          {t(`coverages.relationships.${d.relationship}`)} ·{' '}
                          {t('coverages.dependants.born', { date: words.day(d.birth_date) })}
                          {d.national_id ? ` · ${d.national_id}` : ''}
                        </Typography>
                        {d.proposed ? (
                          <Typography variant="body2" color="text.secondary">
                            {t('coverages.dependants.proposed', {
                              name: d.proposed.full_name,
                              date: words.day(d.proposed.birth_date),
                            })}
                          </Typography>
                        ) : null}
                        {!waiting && d.last_outcome === 'rejected' ? (
                          <Alert severity="warning" sx={{ mt: 1 }}>
                            {d.reason
                              ? t('coverages.dependants.rejectedWithReason', { reason: d.reason })
                              : t('coverages.dependants.rejectedNoReason')}
                          </Alert>
                        ) : null}
                      </Box>
                      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                        {d.status === 'active' && !waiting ? (
                          <Button
                            size="small"
                            onClick={() => setEditing(d)}
                            aria-label={t('coverages.dependants.editLabel', { name: d.full_name })}
                          >
                            {t('coverages.dependants.edit')}
                          </Button>
                        ) : null}
                        {d.change === null || d.change === 'add' ? (
                          <Button
                            size="small"
                            color="error"
                            onClick={() => remove.ask(d)}
                            aria-label={t('coverages.dependants.removeLabel', {
                              name: d.full_name,
                            })}
                          >
                            {t('coverages.dependants.remove')}
                          </Button>
                        ) : null}
                      </Stack>
                    </Stack>
                  </Box>
                );
              })}
            </Stack>
          )}
        </QueryContent>
      </Stack>
      {editing !== null ? (
        <DependantDialog
          dependant={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmActionDialog
        action={remove}
        title={t('coverages.dependants.removeTitle')}
        body={(d) =>
          d.status === 'active'
            ? t('coverages.dependants.removeAsk', { name: d.full_name })
            : t('coverages.dependants.withdrawAsk', { name: d.full_name })
        }
        confirmLabel={t('coverages.dependants.remove')}
      />
    </Paper>
  );
}
