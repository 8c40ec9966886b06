// The info pages' server face: their addresses, for the sitemap.
export { INFO_PAGE_KEYS } from './pages';
