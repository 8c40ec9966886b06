// The header's account area: Sign In / Sign Up when signed out, a menu labelled with the e-mail when signed in.
import { ChevronDown, UserRound } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { PublicUser } from '../../platform/browser/account';
import { useMenu } from '../../ui/menu';
import { ACCOUNT_NAV, type NavLink } from './nav';

export function AccountMenu({
  user,
  links = ACCOUNT_NAV,
  emailFrom = 'sm',
}: {
  /** Labelled with the e-mail; the user's picture, if any, in place of the generic icon. */
  user: Pick<PublicUser, 'email' | 'profileImageUrl'> | null;
  links?: NavLink[];
  /** From which width the button shows the e-mail beside its icon (the public header needs the room). */
  emailFrom?: 'sm' | '2xl';
}) {
  const { open, toggle, close, root, button } = useMenu();
  const menuId = useId();

  if (!user) {
    return (
      <Link to="/login" className="nav-link whitespace-nowrap">
        Sign In
      </Link>
    );
  }

  return (
    <div
      className="relative"
      ref={root}
      // Tab past the last link (or Shift+Tab before the button) closes it: a menu left open over the page would
      // cover what the keyboard now reaches.
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        type="button"
        ref={button}
        className="nav-link flex items-center gap-1"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
      >
        {user.profileImageUrl ? (
          <img
            src={user.profileImageUrl}
            alt=""
            width={24}
            height={24}
            className="h-6 w-6 rounded-full object-cover"
          />
        ) : (
          <UserRound aria-hidden size={16} />
        )}
        <span className={`max-w-40 truncate ${emailFrom === 'sm' ? 'max-sm:sr-only' : 'max-2xl:sr-only'}`}>
          {user.email}
        </span>
        <ChevronDown aria-hidden size={14} />
      </button>
      {open && (
        <nav
          id={menuId}
          aria-label="Account"
          className="surface absolute right-0 z-50 mt-2 w-48 rounded-lg border py-1 shadow-lg"
        >
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="menu-item" onClick={() => close()}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
