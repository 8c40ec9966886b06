// @vitest-environment happy-dom
// The box that shows a secret once: Done takes it away and hands focus to what the page names, never to <body>.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { ShownOnce } from './shown-once';

afterEach(cleanup);

/** A page that made something: the secret in the box, and the row of what was made, which takes focus after. */
function Page() {
  const [secret, setSecret] = useState<string | null>('bc_live_abc');
  const row = useRef<HTMLLIElement>(null);
  return (
    <>
      {secret && (
        <ShownOnce
          label="Your new API key"
          value={secret}
          what="key"
          onDone={() => setSecret(null)}
          returnFocusTo={() => row.current}
        >
          <p>Copy it now.</p>
        </ShownOnce>
      )}
      <ul>
        <li ref={row} tabIndex={-1}>
          Trading bot
        </li>
      </ul>
    </>
  );
}

describe('a secret shown once', () => {
  test('Done pressed from the keyboard takes the box away and puts focus on what the page names', () => {
    render(<Page />);
    const done = screen.getByRole('button', { name: 'Done' });
    done.focus();
    fireEvent.click(done);
    expect(screen.queryByLabelText('Your new API key')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('listitem'));
  });

  test('asked to, it takes focus as it shows, on the field that holds the secret, described by what the box says', () => {
    render(
      <ShownOnce
        label="Your new API key"
        value="bc_live_abc"
        what="key"
        onDone={() => {}}
        returnFocusTo={() => null}
        focusOnShow
      >
        <p>Copy it now.</p>
      </ShownOnce>,
    );
    const field = screen.getByLabelText('Your new API key');
    expect(document.activeElement).toBe(field);
    expect(document.getElementById(String(field.getAttribute('aria-describedby')))?.textContent).toBe(
      'Copy it now.',
    );
  });
});
