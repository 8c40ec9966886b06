// Every table of the product, for Drizzle and drizzle-kit.
export * from './seed-runs';
export * from './job-leases';
export * from './mail-outbox';
export * from '../features/system/tables.server';
export * from '../features/market/tables.server';
export * from '../features/reference/tables.server';
export * from '../features/auth/tables.server';
export * from '../features/billing/tables.server';
export * from '../features/activity/tables.server';
export * from '../features/telemetry/tables.server';
export * from '../features/news/tables.server';
export * from '../features/newsletter/tables.server';
export * from '../features/shows/tables.server';
export * from '../features/watchlist/tables.server';
export * from '../features/portfolio/tables.server';
export * from '../features/alerts/tables.server';
export * from '../features/settings/tables.server';
