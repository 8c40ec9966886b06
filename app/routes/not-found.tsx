// Any unknown path: the not-found page with HTTP status 404, not indexed.
import { data } from 'react-router';
import { seo } from '../seo';
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE, NotFoundPage } from '../shell/not-found';
import type { Route } from './+types/not-found';

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: NOT_FOUND_TITLE, description: NOT_FOUND_TEXT, noindex: true });

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
