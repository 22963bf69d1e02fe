// The dashboard's screens: `/charts` (spec §2, config/paths.ts) with its period in the address
// (`?chartsPeriod=30d|90d|12m|custom`, and `chartsFrom`/`chartsTo` for a custom one), its tab
// (`?tab=summary|equity|network|reciprocity`) and the equity report's grouping (`?chartsBy=`);
// and the leader's dashboard `/charts/team` "Mi equipo" (same period parameters).
export const analyticsPaths = { team: '/charts/team' } as const;

export const analyticsParams = {
  period: 'chartsPeriod',
  from: 'chartsFrom',
  to: 'chartsTo',
  tab: 'tab',
  by: 'chartsBy',
} as const;
