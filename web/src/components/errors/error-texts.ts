// Exact texts of the two error screens (spec §2), also used as defaults when the glossary
// could not be loaded.

export const ERROR_SCREEN_TEXT = {
  title: 'Algo salió mal',
  defaultMessage: 'Ocurrió un error inesperado al cargar los datos.',
  retry: 'Reintentar',
  goHome: 'Ir al inicio',
  newVersion: 'Hay una versión nueva de la aplicación. Recarga la página para continuar.',
} as const;

export const CRASH_SCREEN_TEXT = {
  title: 'Oops! Something went wrong.',
  body: "We're working to resolve the problem. Please try refreshing the page.",
  refresh: 'Refresh Page',
  defaultMessage: 'An unexpected error occurred.',
} as const;

/** The crash screen's technical-details area is disabled in this product. */
export const CRASH_TECHNICAL_DETAILS_ENABLED = false;
