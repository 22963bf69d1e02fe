import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { PersonRef } from '@/api/types';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { TextInput } from '@/components/form/text-input';
import { SectionHeader } from '@/components/layout/section-header';
import { PeoplePicker } from '@/components/people/people-picker';
import { showToast } from '@/components/toast/toast';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  refreshSuggestions,
  saveSuggestionSettings,
  suggestionSettingsQueryOptions,
  type SuggestionSettings,
} from '../api/suggestions';
import { useErrorText } from '../lib/use-error-text';

const NAME_MAX = 60;
const MAX_CATEGORIES = 30;

type CategoryRow = { key: string; id?: number; name: string; nameEn: string };

let nextKey = 0;
const rowKey = () => `row-${++nextKey}`;

/** The console's suggestion box: its categories (in order; a suggestion needs one while there is
 *  any; a category taken out is retired and its suggestions keep its name) and the people who
 *  review suggestions besides the admins. */
export function BoxSettingsPage() {
  const { t } = useTranslation();
  const query = useQuery(suggestionSettingsQueryOptions());
  useDocumentTitle(t('suggestions.admin.boxTitle'));
  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('suggestions.admin.boxTitle')}
        description={t('suggestions.admin.boxDescription')}
      />
      {query.isPending ? (
        <LoadingBlock label={t('suggestions.admin.loading')} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <SettingsForm key={JSON.stringify(query.data)} settings={query.data} />
      )}
    </Stack>
  );
}

function SettingsForm({ settings }: { settings: SuggestionSettings }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const errorText = useErrorText();
  const [rows, setRows] = useState<CategoryRow[]>(() =>
    settings.categories.map((category) => ({
      key: rowKey(),
      id: category.id,
      name: category.name,
      nameEn: category.name_en ?? '',
    })),
  );
  const [reviewers, setReviewers] = useState<PersonRef[]>(settings.reviewers);
  const [blank, setBlank] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      saveSuggestionSettings({
        categories: rows.map((row) => ({
          ...(row.id === undefined ? {} : { id: row.id }),
          name: row.name.trim(),
          name_en: row.nameEn.trim() === '' ? null : row.nameEn.trim(),
        })),
        reviewer_ids: reviewers.map((person) => person.id),
      }),
    onSuccess: () => {
      showToast(t('suggestions.admin.saved'), 'success');
      return refreshSuggestions(client);
    },
  });
  const update = (key: string, change: Partial<CategoryRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const move = (index: number, by: number) =>
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = rows.some((row) => row.name.trim() === '');
    setBlank(empty);
    if (!empty) save.mutate();
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" noValidate spacing={3} onSubmit={submit}>
        <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="h3">
            {t('suggestions.admin.categories')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('suggestions.admin.categoriesHelp')}
          </Typography>
          {rows.length === 0 ? (
            <Typography color="text.secondary">{t('suggestions.admin.noCategories')}</Typography>
          ) : null}
          {rows.map((row, index) => (
            <Box
              key={row.key}
              role="group"
              aria-label={t('suggestions.admin.categoryN', { n: index + 1 })}
              sx={{
                display: 'grid',
                gap: 1,
                alignItems: 'start',
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' },
              }}
            >
              <TextInput
                id={`${id}-${row.key}-name`}
                label={t('suggestions.admin.categoryName')}
                required
                size="small"
                value={row.name}
                onChange={(event) => update(row.key, { name: event.target.value })}
                inputProps={{ maxLength: NAME_MAX }}
                error={blank && row.name.trim() === ''}
              />
              <TextInput
                id={`${id}-${row.key}-en`}
                label={t('suggestions.admin.categoryNameEn')}
                size="small"
                value={row.nameEn}
                onChange={(event) => update(row.key, { nameEn: event.target.value })}
                inputProps={{ maxLength: NAME_MAX }}
              />
              <Stack direction="row">
                <IconButton
                  aria-label={t('suggestions.admin.moveUp', { name: row.name })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUpward />
                </IconButton>
                <IconButton
                  aria-label={t('suggestions.admin.moveDown', { name: row.name })}
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDownward />
                </IconButton>
                <IconButton
                  aria-label={t('suggestions.admin.removeCategory', { name: row.name })}
                  onClick={() =>
                    setRows((current) => current.filter((item) => item.key !== row.key))
                  }
                >
                  <DeleteOutline />
                </IconButton>
              </Stack>
            </Box>
          ))}
          {blank ? (
            <Alert severity="error" role="alert">
              {t('suggestions.admin.categoryBlank')}
            </Alert>
          ) : null}
          <Box>
            <Button
              startIcon={<Add />}
              disabled={rows.length >= MAX_CATEGORIES}
              onClick={() =>
                setRows((current) => [...current, { key: rowKey(), name: '', nameEn: '' }])
              }
            >
              {t('suggestions.admin.addCategory')}
            </Button>
          </Box>
        </Stack>
        <PeoplePicker
          multiple
          id={`${id}-reviewers`}
          label={t('suggestions.admin.reviewers')}
          value={reviewers}
          onChange={setReviewers}
          helperText={t('suggestions.admin.reviewersHelp')}
        />
        {save.isError ? (
          <Alert severity="error" role="alert">
            {errorText(save.error)}
          </Alert>
        ) : null}
        <Box>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('suggestions.admin.save')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
