// Which calls form the public JSON API (the documented ones, open to other sites and to API keys).
const PUBLIC_GET = [/^\/api\/coinmarketcap\//, /^\/api\/crypto-news\//, /^\/api\/press-releases\//];

export function isPublicApiCall(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && PUBLIC_GET.some((p) => p.test(path));
}
