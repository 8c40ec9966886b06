// The alerts feature's server face: the alert service (the dashboard counts a reader's active alerts).
export type { AlertService } from './service.server';
