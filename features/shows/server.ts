// The shows feature's server face: setting an episode's video (the admin's API), and the public schedule call.
export { showsApi } from './api.server';
export { setEpisodeVideo } from './service.server';
