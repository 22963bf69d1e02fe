/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_GA_DEFAULT_ID?: string;
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_SESSION_RECORDING_SRC?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
