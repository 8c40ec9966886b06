// The media feature's browser-safe face: coin icon addresses and the icon service's control.
export {
  coinIconChain,
  coinImageUrl,
  GENERIC_ICON_PATH,
  packagedIconUrl,
  type CoinImageSize,
} from './icon-addresses';
export { IconsButton } from './components/icons-button';
export type { IconProgress } from './icons.server';
