import { useTranslation } from 'react-i18next';
import { Field, describedBy } from '../ui/Field.tsx';
import { REASON_MAX, reasonLength } from './validate.ts';

/**
 * The reason an operator gives for an audited action: a textarea with a live count against the server's limit.
 * `error` is already translated.
 */
export function ReasonField(props: {
  id: string;
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const { id, error } = props;
  const length = reasonLength(props.value);
  return (
    <>
      <Field id={id} label={props.label} error={error}>
        <textarea
          id={id}
          className="textarea"
          autoFocus
          required
          maxLength={REASON_MAX}
          value={props.value}
          aria-invalid={Boolean(error)}
          aria-describedby={`${describedBy(id, false, error) ?? ''} ${id}-count`.trim()}
          onChange={(e) => props.onChange(e.target.value)}
        />
      </Field>
      {/* Announced politely only near the limit, so typing does not read out every character. */}
      <span
        id={`${id}-count`}
        className={length > REASON_MAX ? 'hint counter error' : 'hint counter'}
        aria-live={length >= REASON_MAX - 20 ? 'polite' : 'off'}
      >
        {t('players.reasonCount', { count: length, max: REASON_MAX })}
      </span>
    </>
  );
}
