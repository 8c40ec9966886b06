// The news feature's browser face: article addresses, categories and the editor's shapes (the admin's newsroom).
export { ARTICLE_CATEGORIES } from './categories';
export { articlePath, type ArticleType, type EditorArticle, type EditorPage } from './rules';
export { TITLE_MAX } from './schemas';
