import { Field, describedBy } from '../ui/Field.tsx';

/** A one-line input of the rain and wheel editors: label above, hint and error below (UI.md forms). */
export function TextInput(props: {
  id: string;
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  hint?: string;
  type?: 'text' | 'datetime-local';
  inputMode?: 'decimal' | 'numeric' | 'text';
  className?: string;
}) {
  const { id, error, hint } = props;
  return (
    <Field id={id} label={props.label} hint={hint} error={error} className={props.className}>
      <input
        id={id}
        className={props.inputMode && props.inputMode !== 'text' ? 'input num' : 'input'}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        value={props.value}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </Field>
  );
}
