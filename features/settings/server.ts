// The settings feature's server face: the stored preferences (alert delivery reads them).
export { userPreferences } from './tables.server';
