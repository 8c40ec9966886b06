// 'Loading page...' while the next page's code and data arrive on client navigation.
import { useNavigation } from 'react-router';

export const LOADING_PAGE_TEXT = 'Loading page...';

export function PageLoading() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div role="status" aria-live="polite" className="page-loading">
      <span className="page-loading-bar" aria-hidden />
      <span className="page-loading-text">{LOADING_PAGE_TEXT}</span>
    </div>
  );
}
