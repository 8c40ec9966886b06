// The newsletter feature's server face: its subscriptions table (an account's deletion removes its address).
export { newsletterSubscriptions } from './tables.server';
