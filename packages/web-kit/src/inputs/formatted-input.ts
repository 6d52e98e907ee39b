import { useState } from 'react';

/**
 * An amount input that reads like the rest of the page while it is not being edited ("10,000.00") and shows
 * the raw number while focused, so typing and the caret never fight the separators. Spread the result on the
 * input after its own props: it sets `value`, `onFocus` and `onBlur`.
 */
export function useFormattedInput(value: string, format: (raw: string) => string) {
  const [editing, setEditing] = useState(false);
  return {
    value: editing ? value : format(value),
    onFocus: () => setEditing(true),
    onBlur: () => setEditing(false),
  };
}
