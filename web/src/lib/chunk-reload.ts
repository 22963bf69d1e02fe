// A deploy replaces the hashed chunks: a tab opened before it fails to import the next screen.
// The cure is a reload, done once on its own; a second failure within a minute is shown instead.
import { pageControls } from '@/components/errors/reload-page';

const RELOADED_AT_KEY = 'aplauso.chunkReloadAt';
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

/** True for the browsers' messages when a lazy chunk (script or its CSS) cannot be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof Error)
    return error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message);
  return typeof error === 'string' && CHUNK_FAILURE.test(error);
}

type ReloadDeps = {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: number;
  reload?: () => void;
};

/** Reloads the page unless it already did so for a chunk in the last minute; true when it did. */
export function reloadOnceForChunk({
  storage = window.sessionStorage,
  now = Date.now(),
  reload = pageControls.reload,
}: ReloadDeps = {}): boolean {
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(RELOADED_AT_KEY));
  } catch {
    return false;
  }
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  try {
    storage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
