// The CoinMarketCap-compatible API's server face: its Hono sub-app and its error shape, for the app to mount.
export { cmcApi, cmcV2Api } from './api.server';
export { cmcErrorBody } from './answers';
