// The organisation's LDAP or Active Directory source (admins): its settings (the bind password is
// never returned), a connection test with unsaved settings, the directory's people as it lists
// them (read only when the admin asks: it contacts the directory), importing chosen ones as an
// import job, and the sync (on a schedule, or now).
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';

import { getData, sendData, type RequestOptions } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { JsonBody, ResponseData } from '@/api/types';
import { refreshDirectory } from '@/lib/calls/directory';

import { trackStartedImport, type ImportJob } from './people-import';

export type DirectorySource = components['schemas']['DirectorySource'];
export type DirectorySourceInput = components['schemas']['DirectorySourceInput'];
export type DirectoryAttributes = components['schemas']['DirectoryAttributes'];
export type DirectorySync = components['schemas']['DirectorySync'];
export type DirectoryEntry = components['schemas']['DirectoryEntry'];
export type DirectoryEntryStatus = DirectoryEntry['status'];
export type DirectoryTest = ResponseData<'testDirectorySource'>;
export type DirectoryPeople = ResponseData<'previewDirectoryPeople'>;

export const directorySourceKeys = {
  source: ['directorySource'] as const,
  /** The preview: a key of its own, so no refresh of the source reads the directory. */
  people: ['directoryPeople'] as const,
};

/** The source as the server answered it, in the cache; the preview read with the settings it
 *  replaced is forgotten (reset, not read again: it is never read on its own). */
function keepSource(client: QueryClient, source: DirectorySource): void {
  client.setQueryData(directorySourceKeys.source, source);
  void client.resetQueries({ queryKey: directorySourceKeys.people });
}

/** GET /org/ldap: the source, or the suggested defaults with `configured` false. */
export const fetchDirectorySource = (options: RequestOptions = {}) =>
  getData<DirectorySource>('/org/ldap', options);

export const directorySourceQueryOptions = () =>
  readQueryOptions(directorySourceKeys.source, fetchDirectorySource);

/** PUT /org/ldap: saves the settings; 400 names every bad field. */
export const saveDirectorySourceMutation = () =>
  mutationOptions({
    mutationFn: (input: DirectorySourceInput) =>
      sendData<DirectorySource>('PUT', '/org/ldap', input),
    onSuccess: (source: DirectorySource, _input, _result, { client }) => keepSource(client, source),
  });

/** DELETE /org/ldap: forgets the source and stops the sync (people imported from it stay). */
export const deleteDirectorySourceMutation = () =>
  mutationOptions({
    mutationFn: () => sendData<DirectorySource>('DELETE', '/org/ldap'),
    onSuccess: (source: DirectorySource, _input: void, _result, { client }) =>
      keepSource(client, source),
  });

/** POST /org/ldap/test: reads the directory with unsaved settings and counts its people; a 422
 *  says why it could not (its code names the reason). Nothing is saved. */
export const testDirectorySourceMutation = () =>
  mutationOptions({
    mutationFn: (input: DirectorySourceInput) =>
      sendData<DirectoryTest>('POST', '/org/ldap/test', input),
  });

/** GET /org/ldap/users: everyone the saved source lists, with what each is to the organisation;
 *  409 directory_not_configured, 422 when the directory cannot be read. */
export const fetchDirectoryPeople = (options: RequestOptions = {}) =>
  getData<DirectoryPeople>('/org/ldap/users', options);

/** The preview contacts the directory: never read on its own (`refetch()` reads it, when the
 *  admin asks) and never retried (a wrong setting would only be asked three more times). */
export const directoryPeopleQueryOptions = () =>
  queryOptions({
    queryKey: directorySourceKeys.people,
    queryFn: ({ signal }) => fetchDirectoryPeople({ signal, retry: false }),
    enabled: false,
    retry: false,
  });

/** POST /org/ldap/import (202): the import job of the chosen people, by e-mail, running. */
export const importDirectoryPeopleMutation = () =>
  mutationOptions({
    mutationFn: (emails: string[]) =>
      sendData<ImportJob>('POST', '/org/ldap/import', {
        emails,
      } satisfies JsonBody<'importDirectoryPeople'>),
    onSuccess: (job: ImportJob, _emails, _result, { client }) => trackStartedImport(client, job),
  });

/** POST /org/ldap/sync (202): the source with its last sync (the import job it started). People
 *  it deactivated are already so: the directory reloads. A 422 (the directory could not be read,
 *  or listed nobody) is recorded as the last sync too, so the source is read again. */
export const syncDirectoryNowMutation = () =>
  mutationOptions({
    mutationFn: () => sendData<DirectorySource>('POST', '/org/ldap/sync'),
    onSuccess: (source: DirectorySource, _input: void, _result, { client }) => {
      client.setQueryData(directorySourceKeys.source, source);
      void refreshDirectory(client);
    },
    onError: (_error, _input: void, _result, { client }) =>
      client.invalidateQueries({ queryKey: directorySourceKeys.source }),
  });
