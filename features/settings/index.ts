// The settings feature's browser face: the reader's preferences and money in their currency.
export { useMoney } from './client/money';
export { usePreferences } from './client/preferences';
