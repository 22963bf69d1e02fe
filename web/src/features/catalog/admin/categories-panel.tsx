import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ProductCategory } from '@/api/types';
import { MutationSwitch } from '@/components/data/mutation-switch';
import { ResourceTable } from '@/components/data/resource-table';
import { EmptyState } from '@/components/feedback/empty-state';
import { SectionHeader } from '@/components/layout/section-header';
import { useToastMutation } from '@/components/toast/use-toast-mutation';
import { useNumberFormat } from '@/i18n/use-number-format';

import {
  allCategoriesQueryOptions,
  moveCategoryMutation,
  setCategoryActiveMutation,
} from '../api/categories';

import { CategoryDialog } from './category-dialog';

/** The product categories in the order the catalog shows them, inactive ones too: each one's
 *  icon and name, a switch that turns it on or off, "Subir" and "Bajar" to change its place,
 *  and "Nueva categoría" and each one's edit. */
export function CategoriesPanel() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const categories = useQuery(allCategoriesQueryOptions());
  const [editing, setEditing] = useState<{ category: ProductCategory | null } | null>(null);
  const move = useToastMutation(moveCategoryMutation(), {
    errorToast: true,
    success: (moved, [place]) =>
      t('catalog.admin.categories.moved', {
        name: moved.name,
        position: format.number(place.position + 1),
      }),
  });
  const rows = categories.data ?? [];

  /** Swaps the category at `index` with its neighbour above (−1) or below (+1). */
  const moveAt = (index: number, step: -1 | 1) => {
    const category = rows[index];
    const neighbour = rows[index + step];
    if (!category || !neighbour) return;
    move.mutate([
      { id: category.id, position: index + step },
      { id: neighbour.id, position: index },
    ]);
  };

  const createButton = (
    <Button
      variant="contained"
      startIcon={<Add />}
      sx={{ whiteSpace: 'nowrap' }}
      onClick={() => setEditing({ category: null })}
    >
      {t('catalog.admin.categories.create')}
    </Button>
  );

  return (
    <Stack spacing={2}>
      <SectionHeader
        level={3}
        title={t('catalog.admin.tabs.categories')}
        description={t('catalog.admin.categories.description')}
        action={createButton}
      />
      <ResourceTable
        tableId="categories"
        query={categories}
        rows={(data) => data}
        rowKey={(category: ProductCategory) => category.id}
        label={t('catalog.admin.categories.tableLabel')}
        loadingLabel={t('admin.common.loading')}
        empty={
          <EmptyState
            icon="🏷️"
            title={t('catalog.admin.categories.empty')}
            body={t('catalog.admin.categories.emptyBody')}
            action={createButton}
          />
        }
        columns={[
          {
            key: 'name',
            header: t('catalog.admin.categories.columns.name'),
            rowHeader: true,
            cellStyle: { fontWeight: 700, overflowWrap: 'anywhere' },
            render: (category) => (
              <>
                {category.icon ? (
                  <Box component="span" aria-hidden sx={{ mr: 1 }}>
                    {category.icon}
                  </Box>
                ) : null}
                {category.name}
              </>
            ),
          },
          {
            key: 'position',
            header: t('catalog.admin.categories.columns.position'),
            align: 'right',
            render: (category) => format.number(rows.indexOf(category) + 1),
          },
          {
            key: 'active',
            header: t('catalog.admin.categories.columns.active'),
            render: (category) => (
              <MutationSwitch
                checked={category.active}
                label={t('catalog.admin.categories.activeLabel', { name: category.name })}
                mutation={setCategoryActiveMutation()}
                request={(active) => ({ id: category.id, active })}
                successToast={(saved) =>
                  t(
                    saved.active
                      ? 'catalog.admin.categories.activated'
                      : 'catalog.admin.categories.deactivated',
                    { name: saved.name },
                  )
                }
              />
            ),
          },
        ]}
        actions={{
          header: t('admin.common.actions'),
          render: (category) => {
            const index = rows.indexOf(category);
            return (
              <>
                <IconButton
                  aria-label={t('catalog.admin.categories.moveUp', { name: category.name })}
                  disabled={index <= 0 || move.isPending}
                  onClick={() => moveAt(index, -1)}
                >
                  <ArrowUpward />
                </IconButton>
                <IconButton
                  aria-label={t('catalog.admin.categories.moveDown', { name: category.name })}
                  disabled={index >= rows.length - 1 || move.isPending}
                  onClick={() => moveAt(index, 1)}
                >
                  <ArrowDownward />
                </IconButton>
                <IconButton
                  aria-label={t('catalog.admin.categories.edit', { name: category.name })}
                  onClick={() => setEditing({ category })}
                >
                  <EditOutlined />
                </IconButton>
              </>
            );
          },
        }}
      />
      {editing ? (
        <CategoryDialog category={editing.category} onClose={() => setEditing(null)} />
      ) : null}
    </Stack>
  );
}
