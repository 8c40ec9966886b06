// Adds the newsroom and its editor to the process's services.
import type { Editor } from './editor.server';
import type { NewsService } from './service.server';

declare module '../../platform/services.server' {
  interface FeatureServices {
    news: NewsService;
    editor: Editor;
  }
}

export { createEditor, type Editor } from './editor.server';

export { createNewsService, type NewsService } from './service.server';

export { artAtPath } from './art.server';
