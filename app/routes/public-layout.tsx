// Layout of every public page: header, breadcrumbs and footer around the page.
import { Outlet } from 'react-router';
import { useSession } from '../../platform/browser/session';
import { PublicFrame } from '../shell/public-frame';

export default function PublicLayout() {
  const { user } = useSession();
  return (
    <PublicFrame user={user}>
      <Outlet />
    </PublicFrame>
  );
}
