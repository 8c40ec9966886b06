// A text field with its length beside its label, for the editor's title and summary.
import { useId, useState, type FormEvent, type ReactNode } from 'react';

/**
 * A text field with its length beside its label ('37/200'): a paste past the limit is cut by the browser, and the
 * count at its limit shows it was.
 */
export function LimitedField({
  label,
  max,
  initial,
  children,
}: {
  label: string;
  max: number;
  initial?: string;
  children: (field: {
    id: string;
    maxLength: number;
    defaultValue?: string;
    'aria-describedby': string;
    onInput: (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  }) => ReactNode;
}) {
  const [length, setLength] = useState(initial?.length ?? 0);
  const id = useId();
  return (
    <div className="text-sm md:col-span-2">
      <div className="flex justify-between gap-2">
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        <span
          id={`${id}-count`}
          className={length >= max ? 'font-semibold text-amber-800 dark:text-amber-300' : 'muted'}
        >
          {length}/{max} characters{length >= max && ', the limit'}
        </span>
      </div>
      {children({
        id,
        maxLength: max,
        defaultValue: initial,
        'aria-describedby': `${id}-count`,
        onInput: (event) => setLength(event.currentTarget.value.length),
      })}
    </div>
  );
}
