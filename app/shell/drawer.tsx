// A navigation drawer for narrow screens: a button that opens a modal dialog (focus kept inside, Escape, a click
// beside it or the close button closes it). The public header's menu and the dashboard's sidebar use it.
import { Menu, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Modal } from '../../ui/modal';

export function Drawer({
  id,
  label,
  openLabel,
  title,
  buttonClassName = '',
  children,
}: {
  id: string;
  /** The dialog's name ('Menu', 'Dashboard menu'). */
  label: string;
  /** The opening button's name. */
  openLabel: string;
  /** What the drawer's top bar shows beside its close button. */
  title: ReactNode;
  buttonClassName?: string;
  /** The drawer's content, given whether it is open and a way to close it (following a link should). */
  children: (drawer: { open: boolean; close: () => void }) => ReactNode;
}) {
  const [open, setOpen] = useState(false);

  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className={`icon-button md:hidden ${buttonClassName}`}
        aria-label={openLabel}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden size={20} />
      </button>
      <Modal
        id={id}
        open={open}
        aria-label={label}
        closeOnBackdrop
        className="drawer surface"
        onClose={close}
      >
        <div className="flex items-center justify-between border-b border-[var(--border)] p-4">
          {title}
          <button type="button" className="icon-button" aria-label="Close menu" onClick={close}>
            <X aria-hidden size={20} />
          </button>
        </div>
        {children({ open, close })}
      </Modal>
    </>
  );
}
