// The path of the page a loader or action serves. React Router asks for a page's data at the page's path plus
// `.data` (`/btc.data`, and `/_.data` for the home page) when the browser navigates within the site.

export function pagePath(request: Request): string {
  const { pathname } = new URL(request.url);
  if (pathname === '/_.data' || pathname === '/_root.data') return '/';
  return pathname.replace(/\.data$/, '');
}
