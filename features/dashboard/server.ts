// The dashboard feature's server face: the overview, for the /dashboard route's loader.
export { dashboardOverview, type DashboardOverview, type OverviewSources } from './overview.server';
