// The news feature's server face: article addresses for the sitemap, the editor's input schemas (the admin's
// API), and the articles table.
export { articlePath, type ArticleType } from './rules';
export { escapeText } from './sanitize.server';
export { articleIdParam, articleInput, editorListQuery, previewInput, visibilityInput } from './schemas';
export { articles } from './tables.server';
