// The dashboard's screens: `/charts` (spec §2, config/paths.ts) with its period in the address
// (`?chartsPeriod=30d|90d|12m|custom`, and `chartsFrom`/`chartsTo` for a custom one), its tab
// (`?chartsTab=summary|equity|network|reciprocity`; `tab` is the goals page's) and the equity report's grouping (`?chartsBy=`);
// and the leader's dashboard `/charts/team` "Mi equipo" (same period parameters).
export const analyticsPaths = { team: '/charts/team' } as const;

export const analyticsParams = {
  period: 'chartsPeriod',
  from: 'chartsFrom',
  to: 'chartsTo',
  tab: 'chartsTab',
  by: 'chartsBy',
} as const;
