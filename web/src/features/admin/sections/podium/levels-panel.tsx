import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { LEVEL_NAME_MAX_LENGTH, LEVELS_MAX, replaceLevels } from '@/api/admin-recognitions';
import { levelsQueryOptions, type Level } from '@/api/points';
import { queryKeys } from '@/api/query-keys';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { TextInput } from '@/components/form/text-input';

import { EmojiField } from '../../components/emoji-field';
import { FormError } from '../../components/form-error';
import { Panel } from '../../components/panel';

import {
  hasLevelErrors,
  toLevelInputs,
  validateLevels,
  type LevelRow,
  type LevelsCheck,
} from './podium-schemas';

type KeyedRow = LevelRow & { key: number };

let nextKey = 0;
const keyed = (row: LevelRow): KeyedRow => ({ ...row, key: nextKey++ });

function rowsFrom(levels: readonly Level[]): KeyedRow[] {
  return [...levels]
    .sort((a, b) => a.min_points - b.min_points)
    .map((level) =>
      keyed({ name: level.name, min_points: String(level.min_points), emoji: level.emoji ?? '' }),
    );
}

function LevelsEditor({ levels }: { levels: readonly Level[] }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<KeyedRow[]>(() => rowsFrom(levels));
  const [check, setCheck] = useState<LevelsCheck | null>(null);
  const save = useMutation({
    mutationFn: (list: LevelRow[]) => replaceLevels(toLevelInputs(list)),
    onSuccess: async (saved) => {
      setRows(rowsFrom(saved));
      queryClient.setQueryData(queryKeys.levels, saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.points });
    },
  });

  const update = (key: number, changes: Partial<LevelRow>) => {
    save.reset();
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...changes } : row)));
  };
  const handleAdd = () => {
    save.reset();
    setRows((current) => [...current, keyed({ name: '', min_points: '', emoji: '' })]);
  };
  const handleRemove = (key: number) => {
    save.reset();
    setRows((current) => current.filter((row) => row.key !== key));
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLevels(rows);
    setCheck(found);
    if (!hasLevelErrors(found)) save.mutate(rows);
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit}>
      {save.isSuccess ? (
        <Alert severity="success" role="status">
          {t('admin.levels.saved')}
        </Alert>
      ) : null}
      <FormError error={save.error} />
      {check?.list ? (
        <Alert severity="error" role="alert">
          {t(check.list, { max: LEVELS_MAX })}
        </Alert>
      ) : null}
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('admin.levels.empty')}</Typography>
      ) : null}
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row, index) => {
          const errors = check?.rows[index] ?? {};
          const number = index + 1;
          return (
            <Stack
              component="li"
              key={row.key}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ alignItems: { sm: 'flex-start' } }}
              aria-label={t('admin.levels.rowLabel', { number })}
            >
              <EmojiField
                id={`${id}-${row.key}-emoji`}
                label={t('admin.levels.emoji')}
                value={row.emoji}
                maxLength={16}
                onChange={(event) => update(row.key, { emoji: event.target.value })}
                sx={{ maxWidth: { sm: 110 } }}
              />
              <TextInput
                id={`${id}-${row.key}-name`}
                label={t('admin.levels.name')}
                required
                value={row.name}
                onChange={(event) => update(row.key, { name: event.target.value })}
                error={Boolean(errors.name)}
                helperText={errors.name ? t(errors.name) : undefined}
                inputProps={{ maxLength: LEVEL_NAME_MAX_LENGTH }}
              />
              <TextInput
                id={`${id}-${row.key}-points`}
                label={t('admin.levels.minPoints')}
                required
                inputMode="numeric"
                value={row.min_points}
                onChange={(event) => update(row.key, { min_points: event.target.value })}
                error={Boolean(errors.min_points)}
                helperText={errors.min_points ? t(errors.min_points) : undefined}
              />
              <IconButton
                aria-label={t('admin.levels.remove', { number })}
                onClick={() => handleRemove(row.key)}
                sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
              >
                <DeleteOutlined />
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<Add />}
          onClick={handleAdd}
          disabled={rows.length >= LEVELS_MAX}
        >
          {t('admin.levels.add')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('admin.levels.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Levels earned by lifetime points received; saving replaces the whole list. */
export function LevelsPanel() {
  const { t } = useTranslation();
  const levels = useQuery(levelsQueryOptions());
  return (
    <Panel title={t('admin.levels.title')} description={t('admin.levels.description')}>
      {levels.isPending ? <LoadingBlock label={t('admin.common.loading')} /> : null}
      {levels.isError ? (
        <LoadError error={levels.error} onRetry={() => void levels.refetch()} />
      ) : null}
      {levels.data ? <LevelsEditor levels={levels.data} /> : null}
    </Panel>
  );
}
