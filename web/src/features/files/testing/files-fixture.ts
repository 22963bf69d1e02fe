// The repository as the server sends it, for this feature's tests.
import type { TransportRequest } from '@/api/client';
import type { FakeReply } from '@/testing/fake-api';

import type {
  FileDetail,
  FileSummary,
  FileVersion,
  FolderDetail,
  FolderSummary,
  RepositoryOverview,
} from '../api/files';

export const ana = {
  id: 3,
  full_name: 'Ana Torres',
  first_name: 'Ana',
  last_name: 'Torres',
  email: 'ana@demo.local',
  department_name: 'Ventas',
};
export const luis = {
  id: 7,
  full_name: 'Luis Herrera',
  first_name: 'Luis',
  last_name: 'Herrera',
  email: 'luis@demo.local',
  department_name: 'Operaciones',
};

export const SHA_1 = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1b2';
export const SHA_2 = 'ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100';

export function makeFolder(change: Partial<FolderSummary> = {}): FolderSummary {
  return {
    id: 10,
    name: 'Políticas',
    description: 'Reglamentos internos',
    kind: 'shared',
    parent_id: null,
    files_count: 2,
    folders_count: 1,
    updated_at: Date.UTC(2026, 10, 20, 12),
    retention_days: null,
    person: null,
    ...change,
  };
}

export function makeFolderDetail(change: Partial<FolderDetail> = {}): FolderDetail {
  return {
    ...makeFolder(),
    path: [],
    folders: [],
    can_manage: false,
    can_upload: false,
    employee_upload: false,
    audience: null,
    audience_people: [],
    owners: [],
    ...change,
  };
}

export function makeSummary(change: Partial<FileSummary> = {}): FileSummary {
  return {
    id: 50,
    folder_id: 10,
    folder_name: 'Políticas',
    name: 'Reglamento interno.pdf',
    tags: ['rrhh'],
    content_type: 'application/pdf',
    size: 204_800,
    version_number: 1,
    requires_ack: true,
    acknowledged: false,
    expires_on: null,
    expired: false,
    updated_at: Date.UTC(2026, 10, 20, 12),
    ...change,
  };
}

export function makeVersion(change: Partial<FileVersion> = {}): FileVersion {
  return {
    id: 501,
    number: 1,
    content_type: 'application/pdf',
    size: 204_800,
    sha256: SHA_1,
    note: '',
    uploaded_by: ana,
    created_at: Date.UTC(2026, 10, 20, 12),
    url: '/uploads/files/501.pdf?sig=x',
    ...change,
  };
}

export function makeFile(change: Partial<FileDetail> = {}): FileDetail {
  const current = change.current ?? makeVersion();
  return {
    ...makeSummary(),
    description: 'El reglamento de orden, higiene y seguridad.',
    created_at: Date.UTC(2026, 10, 20, 12),
    path: [{ id: 10, name: 'Políticas' }],
    current,
    versions: [current],
    my_acknowledgement: null,
    can_manage: false,
    ...change,
  };
}

export function makeOverview(change: Partial<RepositoryOverview> = {}): RepositoryOverview {
  return { folders: [makeFolder()], personal: null, pending: 0, can_create: false, ...change };
}

/** A page of a list call. */
export function listPage<T>(items: T[], page = 1, hasMore = false): FakeReply {
  return {
    status: 200,
    body: { success: true, data: items, meta: { page, perPage: 20, total: null, hasMore } },
  };
}

/** A query parameter of a request. */
export function param(request: TransportRequest, name: string): string | null {
  return new URL(request.url, 'http://x').searchParams.get(name);
}

/** A file of `size` bytes (its content is not read). */
export function fakeFile(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
