// Every table of the product, for Drizzle and drizzle-kit.
export * from './seed-runs';
export * from '../features/system/tables.server';
