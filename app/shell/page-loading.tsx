// 'Loading page...' while the next page's code and data arrive on client navigation: only once the wait has passed
// the default delay (CONST-003), so a quick navigation never flashes the bar.
import { useNavigation } from 'react-router';
import { useDelayed } from '../../ui/use-delayed';

export const LOADING_PAGE_TEXT = 'Loading page...';

export function PageLoading() {
  const navigation = useNavigation();
  const shown = useDelayed(navigation.state === 'loading');
  if (!shown) return null;
  return (
    <div role="status" aria-live="polite" className="page-loading">
      <span className="page-loading-bar" aria-hidden />
      <span className="page-loading-text">{LOADING_PAGE_TEXT}</span>
    </div>
  );
}
