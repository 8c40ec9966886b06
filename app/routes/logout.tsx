// Signs the visitor out and returns them to the home page.
import { redirect } from 'react-router';

export function loader() {
  return redirect('/');
}
