// The organisation's audit trail (admins): a page of entries with their filters, and the same
// filters as a workbook to download.
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';

import { getBlob, getPage, type QueryParams, type RequestOptions } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { operations } from '@/api/schema';
import type { ResponseData } from '@/api/types';

import { keyRoots } from './query-keys';

/** One entry: who (a person, an API key or the system), from where, what and the change. */
export type AuditEntry = ResponseData<'listAuditLog'>[number];
export type AuditActor = AuditEntry['actor'];

/** The list's filters (each optional); the period is [from, to) in epoch milliseconds. */
export type AuditFilters = Omit<
  NonNullable<operations['listAuditLog']['parameters']['query']>,
  'page' | 'perPage'
>;

export const AUDIT_EXPORT_FILE_NAME = 'auditoria.xlsx';
/** A workbook of up to 50,000 entries takes time to build. */
const AUDIT_EXPORT_TIMEOUT_MS = 120_000;

export const auditKeys = {
  all: () => keyRoots.auditLog,
  list: (filters: AuditFilters, page: number, perPage: number) =>
    [...keyRoots.auditLog, 'list', filters, page, perPage] as const,
};

/** GET /org/audit_log: a page of entries, newest first. */
export const fetchAuditLog = (
  filters: AuditFilters,
  page: number,
  perPage: number,
  options: RequestOptions = {},
) =>
  getPage<AuditEntry>('/org/audit_log', {
    ...options,
    params: { ...(filters as QueryParams), page, perPage },
  });

export const auditLogQueryOptions = (filters: AuditFilters, page: number, perPage: number) =>
  queryOptions({
    ...readQueryOptions(auditKeys.list(filters, page, perPage), (options) =>
      fetchAuditLog(filters, page, perPage, options),
    ),
    placeholderData: keepPreviousData,
  });

/** GET /org/audit_log/export: every matching entry as a workbook. */
export const fetchAuditWorkbook = (filters: AuditFilters) =>
  getBlob('/org/audit_log/export', {
    params: filters,
    timeout: AUDIT_EXPORT_TIMEOUT_MS,
  });

/** The download of the filters shown ("Exportar .xlsx"). */
export const exportAuditMutation = (filters: AuditFilters) =>
  mutationOptions({ mutationFn: () => fetchAuditWorkbook(filters) });
