import { useTranslation } from 'react-i18next';
import { DateField } from '@croupier/web-kit';
/**
 * The parts every console list's filter bar is made of: labelled text, search and date boxes whose values are
 * read from the form on submit (uncontrolled, so the URL stays the one source of truth), and the submit and
 * clear buttons.
 */
export function FilterInput(props: {
  id: string;
  name: string;
  label: string;
  type: 'search' | 'date';
  defaultValue: string;
  maxLength?: number;
  placeholder?: string;
  /** Takes the row's spare width (the free-text box). */
  grow?: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={props.grow ? 'field filter-grow' : 'field'}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.type === 'date' ? (
        <DateField
          id={props.id}
          name={props.name}
          className="input"
          defaultValue={props.defaultValue}
          pickLabel={t('layout.pickDate')}
          aria-describedby={props.describedBy}
        />
      ) : (
        <input
          id={props.id}
          name={props.name}
          type={props.type}
          className="input"
          maxLength={props.maxLength}
          defaultValue={props.defaultValue}
          placeholder={props.placeholder}
          aria-describedby={props.describedBy}
        />
      )}
    </div>
  );
}

export function FilterActions(props: {
  submitLabel: string;
  clearLabel: string;
  /** Whether any filter is set: only then is there something to clear. */
  filtered: boolean;
  onClear: () => void;
}) {
  return (
    <>
      <button type="submit" className="btn btn-primary">
        {props.submitLabel}
      </button>
      {props.filtered ? (
        <button type="button" className="btn" onClick={props.onClear}>
          {props.clearLabel}
        </button>
      ) : null}
    </>
  );
}

/**
 * A labelled drop-down filter that applies at once. `allLabel` adds the empty choice ("all …"); the caller maps
 * the chosen string back to its own type.
 */
export function FilterSelect(props: {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  allLabel?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        className="select"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.allLabel !== undefined ? <option value="">{props.allLabel}</option> : null}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
