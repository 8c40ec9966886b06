// The action of pages whose forms work through their scripts: a submit that arrives without them (scripts not
// loaded yet, or blocked) lands here by POST, so passwords and card numbers never travel in an address; the
// page is shown again with a note instead of acting on the form.
import { redirect } from 'react-router';

export const SCRIPT_NEEDED_PARAM = 'needs-script';

export function scriptOnlyFormAction({ request }: { request: Request }) {
  const url = new URL(request.url);
  url.searchParams.set(SCRIPT_NEEDED_PARAM, '1');
  return redirect(`${url.pathname}${url.search}`, 303);
}
