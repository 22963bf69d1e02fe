// The glossary's i18next backend: GET {loadPath} for a language's catalog and POST {addPath} for
// a key the catalog lacks (saveMissing). A few lines of fetch instead of a library in the entry.
import type { BackendModule, ReadCallback, Services } from 'i18next';

export type GlossaryBackendOptions = {
  /** With {{lng}} and {{ns}}, e.g. /api/locales/{{lng}}/{{ns}}.json. */
  loadPath: string;
  addPath: string;
};

const expand = (path: string, lng: string, ns: string) =>
  path.replaceAll('{{lng}}', encodeURIComponent(lng)).replaceAll('{{ns}}', encodeURIComponent(ns));

export class GlossaryBackend implements BackendModule<GlossaryBackendOptions> {
  static readonly type = 'backend';
  readonly type = 'backend';
  private options: GlossaryBackendOptions = { loadPath: '', addPath: '' };

  init(_services: Services, options: GlossaryBackendOptions): void {
    this.options = options;
  }

  /** Loads one catalog; a network failure or a 5xx is worth i18next's retry, a 4xx is not. */
  read(language: string, namespace: string, callback: ReadCallback): void {
    fetch(expand(this.options.loadPath, language, namespace), {
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
    for (const language of languages) {
      void fetch(expand(this.options.addPath, language, namespace), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ [key]: fallbackValue }),
      }).catch(() => undefined);
    }
  }
}
