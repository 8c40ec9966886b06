// Route-side access to the page metadata helper: reads the site origin from the root loader.
import type { MetaDescriptor } from 'react-router';
import { pageMeta, type PageMetaInput } from '../features/seo/meta';

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

export function seo(
  args: MetaArgsLike,
  input: Omit<PageMetaInput, 'siteUrl' | 'path'> & { path?: string },
): MetaDescriptor[] {
  const root = args.matches.find((m) => m?.id === 'root')?.loaderData as { siteUrl?: string } | undefined;
  return pageMeta({ ...input, siteUrl: root?.siteUrl ?? '', path: input.path ?? args.location.pathname });
}
