// The profile screen: picture, names, e-mail and plan; names and picture are the user's to change.
import { UserRound } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { apiSend } from '../../../platform/browser/api';
import { useSession } from '../../../platform/browser/session';
import { Field, FormMessage, NAME_MAX_LENGTH, nameProblem } from '../../auth';
import { PlanLabel } from '../../billing';
import { AVATAR_MAX_BYTES, SETTINGS_MESSAGES } from '../rules';

const NAME_FIELDS = ['firstName', 'lastName'] as const;
type NameField = (typeof NAME_FIELDS)[number];

export function ProfileView() {
  const { user, authFetch, reload } = useSession();
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  /** A name refused by the shared rule: shown at its field, which points to it. */
  const [nameError, setNameError] = useState<{ field: NameField; text: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  if (!user) return null;

  async function saveNames(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const names = {
      firstName: String(form.get('firstName') ?? ''),
      lastName: String(form.get('lastName') ?? ''),
    };
    setMessage(null);
    for (const field of NAME_FIELDS) {
      const problem = nameProblem(names[field]);
      if (problem) {
        setNameError({ field, text: problem });
        document.getElementById(`field-${field}`)?.focus();
        return;
      }
    }
    setNameError(null);
    setSaving(true);
    const result = await apiSend(authFetch, 'PUT', '/api/dashboard/profile', names);
    setSaving(false);
    if (!result.ok) return setMessage({ kind: 'error', text: result.error });
    setMessage({ kind: 'success', text: SETTINGS_MESSAGES.profileSaved });
    await reload();
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES)
      return setMessage({ kind: 'error', text: SETTINGS_MESSAGES.avatarTooLarge });
    const body = new FormData();
    body.set('file', file);
    setSaving(true);
    const result = await apiSend(authFetch, 'POST', '/api/dashboard/profile/avatar', body);
    setSaving(false);
    if (fileInput.current) fileInput.current.value = '';
    if (!result.ok) return setMessage({ kind: 'error', text: result.error });
    setMessage({ kind: 'success', text: SETTINGS_MESSAGES.profileSaved });
    await reload();
  }

  async function removePicture() {
    const result = await apiSend(authFetch, 'DELETE', '/api/dashboard/profile/avatar');
    if (!result.ok) return setMessage({ kind: 'error', text: result.error });
    setMessage({ kind: 'success', text: SETTINGS_MESSAGES.profileSaved });
    await reload();
  }

  return (
    <div className="space-y-6">
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <section className="card flex flex-wrap items-center gap-6 p-6" aria-labelledby="picture-heading">
        {user.profileImageUrl ? (
          <img
            src={user.profileImageUrl}
            alt=""
            width={96}
            height={96}
            className="h-24 w-24 rounded-full object-cover"
            data-testid="profile-image"
          />
        ) : (
          <span className="grid h-24 w-24 place-items-center rounded-full bg-[var(--surface-2)]">
            <UserRound aria-hidden size={40} className="muted" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h2 id="picture-heading" className="text-lg font-bold break-words">
            {user.firstName} {user.lastName}
          </h2>
          <p className="muted text-sm break-all">{user.email}</p>
          <p className="mt-1 text-sm">
            Plan: <PlanLabel tier={user.subscription.tier} />{' '}
            <Link to="/dashboard/subscription" className="link ml-1">
              {user.subscription.tier === 'enterprise' ? 'Manage plan' : 'Upgrade'}
            </Link>
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <label className="btn-secondary cursor-pointer focus-within:outline-2 focus-within:outline-blue-600">
              {user.profileImageUrl ? 'Change picture' : 'Upload picture'}
              <input
                ref={fileInput}
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
                className="sr-only"
                disabled={saving}
                onChange={(e) => void upload(e.target.files?.[0])}
              />
            </label>
            {user.profileImageUrl && (
              <button type="button" className="btn-secondary" onClick={() => void removePicture()}>
                Remove picture
              </button>
            )}
          </div>
          <p className="muted mt-2 text-xs">JPEG, PNG, WebP, GIF or AVIF, at most 5 MB.</p>
        </div>
      </section>

      <section className="card p-6" aria-labelledby="details-heading">
        <h2 id="details-heading" className="text-lg font-bold">
          Your details
        </h2>
        <form className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={(e) => void saveNames(e)}>
          {NAME_FIELDS.map((field) => (
            <div key={field}>
              <Field
                label={field === 'firstName' ? 'First name' : 'Last name'}
                name={field}
                defaultValue={user[field]}
                required
                maxLength={NAME_MAX_LENGTH}
                invalid={nameError?.field === field}
              />
              {nameError?.field === field && (
                <div className="mt-2">
                  <FormMessage kind="error">{nameError.text}</FormMessage>
                </div>
              )}
            </div>
          ))}
          <div className="sm:col-span-2">
            <span className="field-label">E-mail</span>
            <p className="text-sm break-all" data-testid="profile-email">
              {user.email}{' '}
              <span className="muted">({user.emailVerified ? 'verified' : 'not verified yet'})</span>
            </p>
          </div>
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary" disabled={saving}>
              Save changes
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
