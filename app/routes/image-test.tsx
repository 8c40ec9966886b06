// /image-test: the image cache and proxy at work on sample pictures (for editors and operators; not indexed).
import { ImageTestView } from '../../features/media/components/image-test-view';
import { seo } from '../seo';
import type { Route } from './+types/image-test';

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Image Test', description: 'Image proxy and image cache status.', noindex: true });

export default function ImageTest() {
  return <ImageTestView />;
}
