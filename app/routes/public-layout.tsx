// Layout of every public page: header, breadcrumbs and footer around the page.
import { Outlet, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';
import { PublicFrame } from '../shell/public-frame';

export default function PublicLayout() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <PublicFrame user={root?.user ?? null}>
      <Outlet />
    </PublicFrame>
  );
}
