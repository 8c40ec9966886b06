// The alerts feature's browser face: the browser's push subscription (settings turns it on and off).
export { subscribeToPush, unsubscribeFromPush } from './client/push';
