import type { ReactNode } from 'react';

interface SubmitButtonProps {
  pending: boolean;
  children: ReactNode;
  pendingLabel: string;
  disabled?: boolean;
}

/**
 * The submit button shows progress and is disabled while the call runs, so a double press
 * cannot send the request twice (UI.md forms).
 */
export function SubmitButton({ pending, children, pendingLabel, disabled }: SubmitButtonProps) {
  return (
    <button type="submit" className="btn btn-primary" disabled={pending || disabled} aria-busy={pending}>
      {pending ? (
        <>
          <span className="spinner" aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
