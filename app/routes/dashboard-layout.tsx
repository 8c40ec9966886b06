// Layout of every /dashboard page: its own sidebar and header; the public header and footer are not shown.
import { Outlet } from 'react-router';
import { DashboardFrame } from '../shell/dashboard-frame';

export default function DashboardLayout() {
  return (
    <DashboardFrame>
      <Outlet />
    </DashboardFrame>
  );
}
