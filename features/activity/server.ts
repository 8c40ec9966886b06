// The activity feature's server face: what other features' server code may use (they record activity).
export type { RecordActivityInput } from './schemas';
export type { ActivityService } from './service.server';
