import { useState } from 'react';
import { toFormErrors } from '@croupier/web-kit';
import type { Errors } from './rules.ts';

/**
 * A console form checked in the browser before it is sent: what the check finds is shown at once and nothing is
 * sent; otherwise `send` runs, and a refusal's field and form problems take the check's place.
 */
export function useCheckedForm() {
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const submit = (found: Errors, send: (onError: (failure: unknown) => void) => void) => {
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    send((failure) => {
      const problem = toFormErrors(failure);
      setErrors(problem.fields);
      setFormError(problem.form);
    });
  };
  return { errors, formError, submit };
}
