// The dashboard's screens: `/charts` (spec §2, config/paths.ts) with its period in the address
// (`?chartsPeriod=30d|90d|12m|custom`, and `chartsFrom`/`chartsTo` for a custom one), its tab
// (`?chartsTab=summary|equity|network|reciprocity`; `tab` is the goals page's) and the equity report's grouping (`?chartsBy=`);
// the leader's dashboard `/charts/team` "Mi equipo" (same period parameters); and custom analytics
// (ANA-4): `/charts/custom` "Análisis a medida" and one saved view `/charts/custom/:viewId`
// (the same period parameters override the view's own period).
export const analyticsPaths = {
  team: '/charts/team',
  custom: '/charts/custom',
  view: (id: number) => `/charts/custom/${id}`,
} as const;

export const analyticsParams = {
  period: 'chartsPeriod',
  from: 'chartsFrom',
  to: 'chartsTo',
  tab: 'chartsTab',
  by: 'chartsBy',
} as const;
