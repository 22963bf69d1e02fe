// The dashboard's screen: `/charts` (spec §2, config/paths.ts) with its period in the address
// (`?chartsPeriod=30d|90d|12m|custom`, and `chartsFrom`/`chartsTo` for a custom one). Parameter
// names are unique across the app (app/modules.test.ts).
export const analyticsParams = {
  period: 'chartsPeriod',
  from: 'chartsFrom',
  to: 'chartsTo',
} as const;
