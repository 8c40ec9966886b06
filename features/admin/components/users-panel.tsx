// The admin's users: search, a page of 25 with plan, role and state, a plan to grant and Disable/Enable per user.
import { useState, type FormEvent } from 'react';
import { apiPost } from '../../../platform/browser/api';
import { useSession } from '../../../platform/browser/session';
import { FormMessage, TIER_LABELS, TIERS, type AdminUser, type Tier } from '../../auth';
import { adminPlanChangeOf, adminUserOf, adminUsersPageOf } from '../schemas';
import { formatDay, formatWhen, NONE, pageLabel, yesNo } from './format';
import { useAdminData } from './use-admin-data';

type Notice = { kind: 'error' | 'success'; text: string };

const usersPath = (search: string, page: number) => {
  const query = new URLSearchParams({ page: String(page) });
  if (search) query.set('search', search);
  return `/api/admin/users?${query}`;
};

const isTier = (value: string): value is Tier => (TIERS as readonly string[]).includes(value);

export function UsersPanel() {
  const [query, setQuery] = useState({ search: '', page: 1 });
  const users = useAdminData(usersPath(query.search, query.page), adminUsersPageOf);
  const [notice, setNotice] = useState<Notice | null>(null);
  const result = users.data;

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    setNotice(null);
    setQuery({ search, page: 1 });
  }

  const replace = (changed: AdminUser) =>
    users.update((page) => ({ ...page, users: page.users.map((u) => (u.id === changed.id ? changed : u)) }));

  return (
    <section aria-labelledby="admin-users-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="admin-users-heading" className="text-xl font-bold">
          Users
        </h2>
        <form role="search" onSubmit={search} className="w-full sm:w-auto">
          <label htmlFor="admin-user-search" className="field-label">
            Search users
          </label>
          <div className="flex gap-2">
            <input
              id="admin-user-search"
              name="search"
              type="search"
              className="field sm:w-72"
              placeholder="E-mail or name"
              maxLength={100}
              defaultValue={query.search}
            />
            <button type="submit" className="btn-secondary">
              Search
            </button>
          </div>
        </form>
      </div>

      {notice && <FormMessage kind={notice.kind}>{notice.text}</FormMessage>}
      {users.error && <FormMessage kind="error">{users.error}</FormMessage>}

      {/* Relative, so the rows' visually hidden labels are clipped by this box rather than widening the page. */}
      <div className="card relative overflow-x-auto" aria-busy={users.loading}>
        <table className="w-full text-left text-sm" data-testid="admin-users">
          <caption className="sr-only">Users{query.search ? ` matching “${query.search}”` : ''}</caption>
          <thead className="muted">
            <tr className="border-b border-[var(--border)]">
              {['User', 'Plan', 'Role', 'Verified', 'Disabled', 'Created', 'Last login'].map((h) => (
                <th key={h} scope="col" className="px-2.5 py-2 font-medium whitespace-nowrap">
                  {h}
                </th>
              ))}
              <th scope="col" className="px-2.5 py-2 font-medium whitespace-nowrap">
                Change plan
              </th>
              <th scope="col" className="px-2.5 py-2 font-medium">
                <span className="sr-only">Account</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {!result ? (
              <tr>
                <td colSpan={9} className="muted px-3 py-8 text-center" role="status">
                  {users.error ? 'Users could not be loaded.' : 'Loading users…'}
                </td>
              </tr>
            ) : result.users.length === 0 ? (
              <tr>
                <td colSpan={9} className="muted px-3 py-8 text-center">
                  No users found.
                </td>
              </tr>
            ) : (
              result.users.map((user) => (
                // Keyed by the plan too, so the picker resets when the server reports a new one.
                <UserRow
                  key={`${user.id}:${user.subscription.tier}`}
                  user={user}
                  onChanged={replace}
                  onNotice={setNotice}
                />
              ))
            )}
          </tbody>
        </table>
      </div>

      {result && (
        <nav aria-label="Users pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <button
            type="button"
            className="btn-secondary"
            disabled={query.page <= 1 || users.loading}
            onClick={() => setQuery({ ...query, page: query.page - 1 })}
          >
            Previous
          </button>
          <p data-testid="admin-users-page">
            {pageLabel(result.page, result.pages)} · {result.total} {result.total === 1 ? 'user' : 'users'}
          </p>
          <button
            type="button"
            className="btn-secondary"
            disabled={query.page >= result.pages || users.loading}
            onClick={() => setQuery({ ...query, page: query.page + 1 })}
          >
            Next
          </button>
        </nav>
      )}
    </section>
  );
}

function UserRow({
  user,
  onChanged,
  onNotice,
}: {
  user: AdminUser;
  onChanged(user: AdminUser): void;
  onNotice(notice: Notice): void;
}) {
  const { authFetch } = useSession();
  const [tier, setTier] = useState<Tier>(user.subscription.tier);
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const planId = `admin-plan-${user.id}`;

  async function savePlan() {
    setPending(true);
    const result = await apiPost(authFetch, `/api/admin/users/${user.id}/plan`, { tier }, adminPlanChangeOf);
    setPending(false);
    if (!result.ok) return onNotice({ kind: 'error', text: result.error });
    onChanged(result.data.user);
    const { after } = result.data;
    onNotice({
      kind: 'success',
      text: `${user.email} is now on ${TIER_LABELS[after.tier]} (${after.status}).`,
    });
  }

  async function toggleDisabled() {
    // Disabling signs the user out everywhere: it takes a second, confirming click.
    if (!user.disabled && !confirming) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    setPending(true);
    const disabled = !user.disabled;
    const result = await apiPost(
      authFetch,
      `/api/admin/users/${user.id}/disabled`,
      { disabled },
      adminUserOf,
    );
    setPending(false);
    if (!result.ok) return onNotice({ kind: 'error', text: result.error });
    onChanged(result.data);
    onNotice({
      kind: 'success',
      text: disabled
        ? `${user.email} is disabled and signed out everywhere.`
        : `${user.email} can sign in again.`,
    });
  }

  const cell = 'px-2.5 py-2 whitespace-nowrap';
  return (
    <tr className="border-b border-[var(--border)] last:border-0">
      <td className={cell}>
        <span className="block font-medium">{user.email}</span>
        <span className="muted block text-xs">{`${user.firstName} ${user.lastName}`.trim() || NONE}</span>
      </td>
      <td className={cell}>
        {TIER_LABELS[user.subscription.tier]} <span className="muted">· {user.subscription.status}</span>
      </td>
      <td className={`${cell} capitalize`}>{user.role}</td>
      <td className={cell}>{yesNo(user.emailVerified)}</td>
      <td className={`${cell} ${user.disabled ? 'font-semibold text-red-700 dark:text-red-300' : ''}`}>
        {yesNo(user.disabled)}
      </td>
      <td className={cell}>{formatDay(user.createdAt)}</td>
      <td className={cell}>{formatWhen(user.lastLoginAt)}</td>
      <td className={cell}>
        <div className="flex items-center gap-2">
          <label htmlFor={planId} className="sr-only">
            Plan for {user.email}
          </label>
          <select
            id={planId}
            className="field w-auto py-1.5"
            value={tier}
            onChange={(e) => isTier(e.target.value) && setTier(e.target.value)}
          >
            {TIERS.map((t) => (
              <option key={t} value={t}>
                {TIER_LABELS[t]}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn-secondary py-1.5"
            aria-label={`Save plan for ${user.email}`}
            disabled={pending}
            onClick={() => void savePlan()}
          >
            Save
          </button>
        </div>
      </td>
      <td className={cell}>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={`btn-secondary py-1.5 ${user.disabled ? '' : 'text-red-700 dark:text-red-300'}`}
            aria-label={`${user.disabled ? 'Enable' : confirming ? 'Confirm disabling' : 'Disable'} ${user.email}`}
            disabled={pending}
            onClick={() => void toggleDisabled()}
          >
            {user.disabled ? 'Enable' : confirming ? 'Confirm disable' : 'Disable'}
          </button>
          {confirming && (
            <button type="button" className="btn-secondary py-1.5" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
