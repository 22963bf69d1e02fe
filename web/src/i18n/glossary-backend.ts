// The glossary's i18next backend: GET {loadPath} for a language's catalog and POST {addPath} for
// a key the catalog lacks (saveMissing). A few lines of fetch instead of a library in the entry.
//
// A visitor's cold start on the sign-in screen may read only the glossary's start part (the
// server's namespace `start`: the sections in locales/start-sections.json) until whole() reads
// the rest; in the meantime the keys of other sections are not reported missing.
import type { BackendModule, ReadCallback, Services } from 'i18next';

import startSections from './locales/start-sections.json';

export type GlossaryBackendOptions = {
  /** With {{lng}} and {{ns}}, e.g. /api/locales/{{lng}}/{{ns}}.json. */
  loadPath: string;
  addPath: string;
  /** Read only the start part until whole() is called. */
  startOnly?: boolean;
};

/** i18next's reloadResources as it runs: its callback gets the failed reads (the typings
 *  leave them out). */
export type ReloadsResources = {
  reloadResources(lngs: undefined, ns: undefined, callback: (error: unknown) => void): unknown;
};

/** The server's namespace holding the glossary's start sections. */
const START_NAMESPACE = 'start';
const START_SECTIONS: ReadonlySet<string> = new Set(startSections);

/** Whether `key` (dotted) belongs to the glossary's start part. */
export function isStartKey(key: string): boolean {
  return START_SECTIONS.has(key.split('.', 1)[0] ?? '');
}

const expand = (path: string, lng: string, ns: string) =>
  path.replaceAll('{{lng}}', encodeURIComponent(lng)).replaceAll('{{ns}}', encodeURIComponent(ns));

export class GlossaryBackend implements BackendModule<GlossaryBackendOptions> {
  static readonly type = 'backend';
  readonly type = 'backend';
  private options: GlossaryBackendOptions = { loadPath: '', addPath: '' };
  /** Only the start part is in the store. */
  private startOnly = false;
  /** Reads the whole catalogs (whole() was called). */
  private readsWhole = true;
  private wholeLoad: Promise<void> | null = null;

  init(_services: Services, options: GlossaryBackendOptions): void {
    this.options = options;
    this.startOnly = options.startOnly ?? false;
    this.readsWhole = !this.startOnly;
  }

  /** Reads the whole glossary from now on and reloads the languages read so far: resolves once
   *  they are in (at once when they already were). A failure rejects; the next call tries again. */
  whole(instance: ReloadsResources): Promise<void> {
    if (!this.startOnly) return Promise.resolve();
    this.readsWhole = true;
    this.wholeLoad ??= new Promise<void>((resolve, reject) => {
      instance.reloadResources(undefined, undefined, (error) => {
        if (error && !(Array.isArray(error) && error.length === 0)) {
          this.wholeLoad = null;
          reject(new Error('The glossary could not be read', { cause: error }));
          return;
        }
        this.startOnly = false;
        resolve();
      });
    });
    return this.wholeLoad;
  }

  /** Loads one catalog; a network failure or a 5xx is worth i18next's retry, a 4xx is not. */
  read(language: string, namespace: string, callback: ReadCallback): void {
    const catalog = this.readsWhole ? namespace : START_NAMESPACE;
    fetch(expand(this.options.loadPath, language, catalog), {
      headers: { Accept: 'application/json' },
    })
      .then(async (response) => {
        if (!response.ok) {
          callback(
            new Error(`glossary ${language}: HTTP ${response.status}`),
            response.status >= 500,
          );
          return;
        }
        callback(null, (await response.json()) as Record<string, unknown>);
      })
      .catch((error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), true),
      );
  }

  /** Reports a key the catalog lacks (best effort: a failure changes nothing for the user). */
  create(
    languages: readonly string[],
    namespace: string,
    key: string,
    fallbackValue: string,
  ): void {
    // Not read yet rather than missing.
    if (this.startOnly && !isStartKey(key)) return;
    for (const language of languages) {
      void fetch(expand(this.options.addPath, language, namespace), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ [key]: fallbackValue }),
      }).catch(() => undefined);
    }
  }
}
