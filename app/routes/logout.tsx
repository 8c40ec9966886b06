// /logout: signs the user out (server first, then always here) and returns them to the home page.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../platform/browser/session';
import { seo } from '../seo';
import type { Route } from './+types/logout';

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Signing Out', description: 'Signing out of Blockcast.', noindex: true });

export default function Logout() {
  const { logout } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    void logout().then(() => {
      if (live) void navigate('/', { replace: true });
    });
    return () => {
      live = false;
    };
  }, [logout, navigate]);
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-16 text-center">
      <p role="status">Signing out…</p>
    </main>
  );
}
