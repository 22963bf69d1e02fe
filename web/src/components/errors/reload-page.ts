/** Reloads the page (the only way out of the crash screen). Replaceable in tests. */
export const pageControls = {
  reload: () => window.location.reload(),
  goTo: (path: string) => window.location.assign(path),
};
