// The newsroom editor's calls to the admin API: the list's address, saving an article, hiding or showing one,
// uploading a picture and previewing a body; each answer checked by what the editor reads of it.
import { apiPost, apiSend, listOf, shape, type AuthFetch } from '../../../platform/browser/api';
import type { EditorArticle, EditorPage } from '../../news';

/** The body as readers will see it, and how many of its pictures they will not. */
export interface ArticlePreview {
  html: string;
  leftOut: number;
}

const editorArticleOf = shape<EditorArticle>({
  id: 'number',
  title: 'string',
  markdown: 'string',
  state: 'string',
  tags: 'array',
});
export const editorPageOf = shape<EditorPage>({
  items: listOf(editorArticleOf),
  total: 'number',
  page: 'number',
  pageSize: 'number',
});
const previewOf = shape<ArticlePreview>({ html: 'string', leftOut: 'number' });
const uploadedOf = shape<{ url: string }>({ url: 'string' });

export const articlesPath = (type: string, search: string, page: number) => {
  const q = new URLSearchParams({ page: String(page) });
  if (type) q.set('type', type);
  if (search) q.set('search', search);
  return `/api/admin/articles?${q}`;
};

/** Hides a story from readers, or shows it again. */
export const setArticleVisible = (authFetch: AuthFetch, id: number, visible: boolean) =>
  apiPost(authFetch, `/api/admin/articles/${id}/visibility`, { visible }, editorArticleOf);

/** Writes a new article (no id yet) or changes one. */
export const saveArticle = (authFetch: AuthFetch, id: number | null, body: object) =>
  id === null
    ? apiPost(authFetch, '/api/admin/articles', body, editorArticleOf)
    : apiSend(authFetch, 'PUT', `/api/admin/articles/${id}`, body, editorArticleOf);

/** Sends a picture (the client gives a file its longer time limit). */
export function uploadPicture(authFetch: AuthFetch, file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiPost(authFetch, '/api/admin/uploads', form, uploadedOf);
}

export const previewArticle = (authFetch: AuthFetch, markdown: string) =>
  apiPost(authFetch, '/api/admin/articles/preview', { markdown }, previewOf);
