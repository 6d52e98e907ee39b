import type { ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  hint?: string | undefined;
  /** Already translated error text; shown under the field in the negative colour. */
  error?: string | null | undefined;
  children: ReactNode;
  className?: string;
}

/** ids of the hint and error, for the control's aria-describedby. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** Label above, control, hint and error below (UI.md forms). The control must carry `id`. */
export function Field({ id, label, hint, error, children, className }: FieldProps) {
  // An error that only repeats the hint ("At least 10 characters.") replaces it instead of doubling it.
  const shownHint = hint && hint !== error ? hint : undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {shownHint ? (
        <span id={`${id}-hint`} className="hint">
          {shownHint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** An error that belongs to no single control (a cell in a table row, a chip list). */
export function InlineError({ id, error }: { id: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <span id={id} className="error">
      {error}
    </span>
  );
}

/** A checkbox in a form grid, lined up with the fields beside it (an empty label row above it). */
export function CheckboxField(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="field">
      <span className="field-label" aria-hidden="true">
        &nbsp;
      </span>
      <label className="check">
        <input type="checkbox" checked={props.checked} onChange={(e) => props.onChange(e.target.checked)} />
        {props.label}
      </label>
    </div>
  );
}

/** Takes the operator to the first field a refused form marks (the form, dialog or fieldset with this id). */
export const focusFirstInvalid = (id: string) =>
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${id} [aria-invalid="true"]`)?.focus());
