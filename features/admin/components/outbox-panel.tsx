// The mail outbox as the admin reads it: newest first, optionally for one address, each text expandable.
import { useState, type FormEvent } from 'react';
import { CARD_TABLE, Table, type Column, type TableLook } from '../../../ui/data-table';
import { FormMessage } from '../../auth';
import { ADMIN_OUTBOX_DEFAULT_LIMIT, adminOutboxOf, type AdminOutboxEntry } from '../schemas';
import { formatWhen } from './format';
import { useAdminData } from './use-admin-data';

const outboxPath = (to: string) =>
  to ? `/api/admin/outbox?to=${encodeURIComponent(to)}` : '/api/admin/outbox';

function delivery(mail: AdminOutboxEntry): string {
  if (mail.error) return `Failed (${mail.transport})`;
  if (mail.sentAt) return `Sent ${formatWhen(mail.sentAt)} (${mail.transport})`;
  return mail.transport === 'outbox' ? 'Kept in the outbox' : 'Not sent yet (smtp)';
}

const LOOK: TableLook = {
  ...CARD_TABLE,
  table: 'w-full text-left text-sm',
  head: 'muted',
  headCell: 'px-3 py-2 font-medium whitespace-nowrap',
  row: 'border-b border-[var(--border)] align-top last:border-0',
  cell: 'px-3 py-2',
  status: 'muted px-3 py-8 text-center',
};

const COLUMNS: Column<AdminOutboxEntry>[] = [
  {
    key: 'subject',
    header: 'Subject',
    cellClass: () => 'min-w-56',
    cell: (mail) => (
      <details>
        <summary className="cursor-pointer font-medium">{mail.subject}</summary>
        <pre className="mt-2 max-w-[calc(100vw-5.5rem)] rounded-lg sm:max-w-xl bg-[var(--surface-2)] p-3 font-sans text-sm break-words whitespace-pre-wrap">
          {mail.text}
        </pre>
      </details>
    ),
  },
  { key: 'to', header: 'To', cellClass: () => 'whitespace-nowrap', cell: (mail) => mail.to },
  {
    key: 'created',
    header: 'Created',
    cellClass: () => 'whitespace-nowrap',
    cell: (mail) => formatWhen(mail.createdAt),
  },
  {
    key: 'delivery',
    header: 'Delivery',
    cell: (mail) => (
      <>
        <span className="whitespace-nowrap">{delivery(mail)}</span>
        {mail.error && <span className="mt-1 block text-red-700 dark:text-red-300">{mail.error}</span>}
      </>
    ),
  },
];

export function OutboxPanel() {
  const [to, setTo] = useState('');
  const outbox = useAdminData(outboxPath(to), adminOutboxOf);
  const mails = outbox.data;

  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTo(String(new FormData(event.currentTarget).get('to') ?? '').trim());
  }

  return (
    <section aria-labelledby="admin-outbox-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="admin-outbox-heading" className="text-xl font-bold">
          Mail outbox
        </h2>
        <form role="search" onSubmit={filter} className="w-full sm:w-auto" noValidate>
          <label htmlFor="admin-outbox-to" className="field-label">
            Recipient address
          </label>
          <div className="flex gap-2">
            <input
              id="admin-outbox-to"
              name="to"
              type="email"
              className="field sm:w-72"
              placeholder="All recipients"
              maxLength={254}
              defaultValue={to}
            />
            <button type="submit" className="btn-secondary">
              Filter
            </button>
            <button type="button" className="btn-secondary" onClick={outbox.reload}>
              Refresh
            </button>
          </div>
        </form>
      </div>
      <p className="muted text-sm">
        The {ADMIN_OUTBOX_DEFAULT_LIMIT} newest messages{to ? ` to ${to}` : ''}, newest first. Open a subject
        to read the text.
      </p>
      {outbox.error && <FormMessage kind="error">{outbox.error}</FormMessage>}

      <div className="card relative overflow-x-auto" aria-busy={outbox.loading}>
        <Table
          look={LOOK}
          caption={`Mail outbox${to ? ` for ${to}` : ''}`}
          columns={COLUMNS}
          rows={mails ?? []}
          rowKey={(mail) => mail.id}
          loading={!mails}
          loadingText={outbox.error ? 'The outbox could not be loaded.' : 'Loading mail…'}
          empty={`No mail${to ? ` to ${to}` : ''}.`}
          testId="admin-outbox"
        />
      </div>
    </section>
  );
}
