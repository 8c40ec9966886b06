// The admin dashboard: Users, Articles, Mail outbox, Caches and Jobs as tabs (arrow keys move between them).
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ArticlesPanel } from './articles-panel';
import { CachesPanel } from './caches-panel';
import { JobsPanel } from './jobs-panel';
import { OutboxPanel } from './outbox-panel';
import { UsersPanel } from './users-panel';

const TABS = [
  { id: 'users', label: 'Users' },
  { id: 'articles', label: 'Articles' },
  { id: 'outbox', label: 'Mail outbox' },
  { id: 'caches', label: 'Caches' },
  { id: 'jobs', label: 'Jobs' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const PANELS: Record<TabId, () => ReactNode> = {
  users: () => <UsersPanel />,
  articles: () => <ArticlesPanel />,
  outbox: () => <OutboxPanel />,
  caches: () => <CachesPanel />,
  jobs: () => <JobsPanel />,
};

export function AdminDashboard({ email }: { email: string }) {
  const [active, setActive] = useState<TabId>('users');
  // A tab opened once stays mounted (hidden when left), so a search or a typed pattern survives switching.
  const [opened, setOpened] = useState<ReadonlySet<TabId>>(() => new Set(['users']));
  const tabs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});

  function open(id: TabId, focus = false) {
    setActive(id);
    setOpened((previous) => (previous.has(id) ? previous : new Set([...previous, id])));
    if (focus) tabs.current[id]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.findIndex((t) => t.id === active);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + TABS.length) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : null;
    const tab = next === null ? undefined : TABS[next];
    if (!tab) return;
    event.preventDefault();
    open(tab.id, true);
  }

  return (
    <main id="main" className="mx-auto w-full max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Admin Dashboard</h1>
      <p className="muted mt-2 text-sm">
        Signed in as <span className="font-medium">{email}</span>. Every change here is checked by the server
        against your administrator role.
      </p>

      <div
        role="tablist"
        aria-label="Admin sections"
        className="relative mt-6 flex gap-1 overflow-x-auto border-b border-[var(--border)]"
        onKeyDown={onKeyDown}
      >
        {TABS.map((tab) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                tabs.current[tab.id] = el;
              }}
              type="button"
              role="tab"
              id={`admin-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`admin-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => open(tab.id)}
              className={`-mb-px border-b-2 px-3 py-2 sm:px-4 text-sm font-semibold whitespace-nowrap transition-colors ${
                selected
                  ? 'border-blue-600 text-[var(--link)]'
                  : 'muted border-transparent hover:text-[var(--fg)]'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>

      {TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`admin-panel-${tab.id}`}
          aria-labelledby={`admin-tab-${tab.id}`}
          hidden={tab.id !== active}
          tabIndex={0}
          className="pt-6 focus:outline-none focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          {opened.has(tab.id) && PANELS[tab.id]()}
        </div>
      ))}
    </main>
  );
}
