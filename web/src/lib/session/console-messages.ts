// Console-only messages of spec §8, written exactly once here.

export const CONSOLE_MESSAGES = {
  modules: 'Error cargando módulos disponibles',
  notifications: 'Error cargando notificaciones',
  branding: 'Error cargando configuraciones de organización',
  user: 'Error cargando el usuario',
  analyticsChoice: 'Error cargando la preferencia de analítica',
  critical: 'Critical error during app initialization',
} as const;
