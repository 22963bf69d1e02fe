import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ResourceTable } from '@/components/data/resource-table';
import { ConfirmActionDialog } from '@/components/dialog/confirm-action-dialog';
import { useConfirmAction } from '@/components/dialog/use-confirm-action';
import { EmptyState } from '@/components/feedback/empty-state';
import { SectionHeader } from '@/components/layout/section-header';
import { StatusChip } from '@/components/status-chip';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  deleteSiteMutation,
  setSiteStatusMutation,
  sitesQueryOptions,
  type WorkplaceSiteAdmin,
  type WorkplaceSiteStatus,
} from '../api/admin-workplace';
import { countryName } from '../lib/site-words';

import { AssignDialog } from './assign-dialog';
import { SiteDialog } from './site-dialog';
import { SitePeopleDialog } from './site-people-dialog';

type Open =
  | { kind: 'edit'; site: WorkplaceSiteAdmin | null }
  | { kind: 'people'; site: WorkplaceSiteAdmin }
  | { kind: 'assign'; site: WorkplaceSiteAdmin }
  | null;

type StatusTarget = { site: WorkplaceSiteAdmin; status: WorkplaceSiteStatus };

/** The console's "Centros de trabajo" section: every site (active first) with where it is, its
 *  time zone and how many people work there; adding and editing one in a dialog, its people (a
 *  page at a time, searched by name), assigning people or a whole department, archiving,
 *  restoring, and deleting one nobody works at. */
export function WorkplaceAdminPage() {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const sites = useQuery(sitesQueryOptions());
  const [open, setOpen] = useState<Open>(null);
  useDocumentTitle(t('workplace.admin.title'));
  const status = useConfirmAction(
    setSiteStatusMutation(),
    ({ site, status: next }: StatusTarget) => ({ id: site.id, status: next }),
    (saved) => t(`workplace.admin.status.done.${saved.status}`, { name: saved.name }),
  );
  const remove = useConfirmAction(
    deleteSiteMutation(),
    (site: WorkplaceSiteAdmin) => site.id,
    (_saved, site) => t('workplace.admin.delete.done', { name: site.name }),
  );
  const create = (
    <Button variant="contained" onClick={() => setOpen({ kind: 'edit', site: null })}>
      {t('workplace.admin.new')}
    </Button>
  );
  const close = () => setOpen(null);
  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('workplace.admin.title')}
        description={t('workplace.admin.description')}
      />
      <div>{create}</div>
      <ResourceTable
        tableId="workplace-sites"
        query={sites}
        rows={(data) => data}
        rowKey={(site: WorkplaceSiteAdmin) => site.id}
        rowProps={(site) => ({ 'data-site': String(site.id) })}
        label={t('workplace.admin.list.label')}
        loadingLabel={t('workplace.admin.list.loading')}
        empty={
          <EmptyState
            icon="🏢"
            title={t('workplace.admin.list.empty')}
            body={t('workplace.admin.list.emptyBody')}
            action={create}
          />
        }
        columns={[
          {
            key: 'name',
            header: t('workplace.admin.list.columns.name'),
            rowHeader: true,
            sortValue: (site) => site.name.toLowerCase(),
            cellStyle: { minWidth: 160 },
            render: (site) => (
              <Link
                component="button"
                type="button"
                title={site.name}
                onClick={() => setOpen({ kind: 'edit', site })}
                sx={{
                  display: 'block',
                  maxWidth: 280,
                  overflow: 'hidden',
                  textAlign: 'left',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {site.name}
              </Link>
            ),
          },
          {
            key: 'place',
            header: t('workplace.admin.list.columns.place'),
            sortValue: (site) => site.city.toLowerCase(),
            render: (site) => `${site.city}, ${countryName(site.country, i18n.language)}`,
          },
          {
            key: 'timezone',
            header: t('workplace.admin.list.columns.timezone'),
            render: (site) => site.timezone,
          },
          {
            key: 'people',
            header: t('workplace.admin.list.columns.people'),
            align: 'right' as const,
            sortValue: (site) => site.people,
            render: (site) => format.number(site.people),
          },
          {
            key: 'status',
            header: t('workplace.admin.list.columns.status'),
            sortValue: (site) => site.status,
            render: (site) => (
              <StatusChip
                label={t(`workplace.admin.status.${site.status}`)}
                current={site.status === 'active'}
                color={site.status === 'active' ? 'success' : 'default'}
              />
            ),
          },
        ]}
        actions={{
          header: t('workplace.admin.list.columns.actions'),
          render: (site) => (
            <Stack
              direction="row"
              useFlexGap
              sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
            >
              <Button
                size="small"
                onClick={() => setOpen({ kind: 'people', site })}
                aria-label={t('workplace.admin.list.peopleLabel', { name: site.name })}
              >
                {t('workplace.admin.list.people')}
              </Button>
              {site.status === 'active' ? (
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => setOpen({ kind: 'assign', site })}
                  aria-label={t('workplace.admin.list.assignLabel', { name: site.name })}
                >
                  {t('workplace.admin.list.assign')}
                </Button>
              ) : null}
              <Button
                size="small"
                onClick={() => setOpen({ kind: 'edit', site })}
                aria-label={t('workplace.admin.list.editLabel', { name: site.name })}
              >
                {t('workplace.admin.list.edit')}
              </Button>
              <Button
                size="small"
                onClick={() =>
                  status.ask({ site, status: site.status === 'active' ? 'archived' : 'active' })
                }
                aria-label={t(
                  site.status === 'active'
                    ? 'workplace.admin.status.archiveLabel'
                    : 'workplace.admin.status.restoreLabel',
                  { name: site.name },
                )}
              >
                {t(
                  site.status === 'active'
                    ? 'workplace.admin.status.archive'
                    : 'workplace.admin.status.restore',
                )}
              </Button>
              {site.people === 0 ? (
                <Button
                  size="small"
                  color="error"
                  onClick={() => remove.ask(site)}
                  aria-label={t('workplace.admin.delete.label', { name: site.name })}
                >
                  {t('workplace.admin.delete.action')}
                </Button>
              ) : null}
            </Stack>
          ),
        }}
      />
      {open?.kind === 'edit' ? <SiteDialog site={open.site} onClose={close} /> : null}
      {open?.kind === 'people' ? <SitePeopleDialog site={open.site} onClose={close} /> : null}
      {open?.kind === 'assign' ? <AssignDialog site={open.site} onClose={close} /> : null}
      <ConfirmActionDialog
        action={status}
        title={
          status.target
            ? t(
                status.target.status === 'archived'
                  ? 'workplace.admin.status.archiveTitle'
                  : 'workplace.admin.status.restoreTitle',
              )
            : ''
        }
        body={(target) =>
          t(
            target.status === 'archived'
              ? 'workplace.admin.status.archiveBody'
              : 'workplace.admin.status.restoreBody',
            { name: target.site.name },
          )
        }
        confirmLabel={
          status.target
            ? t(
                status.target.status === 'archived'
                  ? 'workplace.admin.status.archive'
                  : 'workplace.admin.status.restore',
              )
            : ''
        }
      />
      <ConfirmActionDialog
        action={remove}
        title={t('workplace.admin.delete.title')}
        body={(site) => t('workplace.admin.delete.body', { name: site.name })}
        confirmLabel={t('workplace.admin.delete.action')}
        destructive
      />
    </Stack>
  );
}
