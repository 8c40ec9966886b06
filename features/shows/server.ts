// The shows feature's server face: setting an episode's video (the admin's API).
export { setEpisodeVideo } from './service.server';
