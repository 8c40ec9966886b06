// The media feature's server face: coin icon addresses for the answers other features give.
export { coinImageUrl } from './icon-addresses';
