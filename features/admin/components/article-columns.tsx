// The editor's list of articles: its labels, and the table's columns (title, type, state, last change, and the
// Edit, Unpublish and Publish again buttons).
import { LIST_TABLE, type Column, type TableLook } from '../../../ui/data-table';
import { articlePath, type ArticleType, type EditorArticle } from '../../news';
import { formatWhen } from './format';

export const TYPE_LABELS: Record<ArticleType, string> = {
  news: 'News',
  press_release: 'Press release',
  interview: 'Interview',
  tutorial: 'Tutorial',
};
export const STATE_LABELS = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' } as const;
/** A feed's story taken down by an editor: hidden, not a draft anyone is writing. */
const stateLabel = (a: EditorArticle) =>
  a.ingested && a.state === 'draft' ? 'Hidden' : STATE_LABELS[a.state];

/** A feed's story opens its page here (its url is the original's). */
const publicPath = (a: EditorArticle) => articlePath(a.type, a.slug);

/** The list's headers are bold, as the editor's own labels. */
export const LOOK: TableLook = { ...LIST_TABLE, headCell: 'py-2 pr-3 last:pr-0' };

export function articleColumns(actions: {
  edit: (article: EditorArticle) => void;
  setVisible: (article: EditorArticle, visible: boolean) => void;
  busyId: number | null;
}): Column<EditorArticle>[] {
  const { edit, setVisible, busyId } = actions;
  return [
    {
      key: 'title',
      header: 'Title',
      cellClass: () => 'font-medium',
      cell: (a) => (
        <>
          {a.state === 'published' ? (
            <a className="link" href={a.ingested ? publicPath(a) : a.url}>
              {a.title}
            </a>
          ) : (
            a.title
          )}
          {a.ingested && <span className="muted block text-xs font-normal">From a feed</span>}
        </>
      ),
    },
    { key: 'type', header: 'Type', cell: (a) => TYPE_LABELS[a.type] },
    {
      key: 'state',
      header: 'State',
      cell: (a) => (
        <>
          {stateLabel(a)}
          {a.state === 'scheduled' && <span className="muted"> for {formatWhen(a.publishedAt)}</span>}
        </>
      ),
    },
    { key: 'changed', header: 'Changed', cell: (a) => formatWhen(a.updatedAt) },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      cellClass: () => 'text-right',
      cell: (a) => (
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-secondary px-3 py-1" onClick={() => edit(a)}>
            Edit<span className="sr-only"> {a.title}</span>
          </button>
          {a.state !== 'draft' ? (
            <button
              type="button"
              className="btn-secondary px-3 py-1"
              disabled={busyId === a.id}
              onClick={() => setVisible(a, false)}
            >
              Unpublish<span className="sr-only"> {a.title}</span>
            </button>
          ) : (
            a.ingested && (
              <button
                type="button"
                className="btn-secondary px-3 py-1"
                disabled={busyId === a.id}
                onClick={() => setVisible(a, true)}
              >
                Publish again<span className="sr-only"> {a.title}</span>
              </button>
            )
          )}
        </div>
      ),
    },
  ];
}
