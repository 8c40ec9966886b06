// The telemetry feature's browser face: the service worker's address (push registers with it).
export { SERVICE_WORKER_URL } from './client/service-worker';
