// The reference feature's server face: the reference service.
export type { ReferenceService } from './service.server';
