import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors } from '@croupier/web-kit';
import { fieldErrorText } from '../i18n/errors.ts';
import { describedBy } from './Field.tsx';
import './chips.css';

interface ChipInputProps {
  id: string;
  label: string;
  hint: string;
  addLabel: string;
  emptyText: string;
  values: string[];
  onChange: (values: string[]) => void;
  parse: (raw: string, existing: readonly string[]) => { value: string } | { error: string };
  /** Server errors for this list, keyed by item index ('' for the list itself). */
  errors: FieldErrors;
  max: number;
  /** Optional human name shown next to a chip (a country's name). */
  describe?: (value: string) => string | undefined;
  uppercase?: boolean;
}

/** A list of short codes edited as chips: type, Enter (or comma, or Add) to add, × to remove. */
export function ChipInput(props: ChipInputProps) {
  const { id, label, hint, addLabel, emptyText, values, onChange, parse, errors, max, describe, uppercase } =
    props;
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [addError, setAddError] = useState<string | null>(null);

  const add = () => {
    // Several codes can be pasted at once ("US, GB FR"); each is checked on its own.
    const parts = text.split(/[\s,;]+/).filter(Boolean);
    if (parts.length === 0) return;
    let next = [...values];
    const rejected: string[] = [];
    let firstError: string | null = null;
    for (const part of parts) {
      const result = next.length >= max ? { error: 'LIMIT' } : parse(part, next);
      if ('value' in result) next = [...next, result.value];
      else {
        rejected.push(part);
        firstError ??= result.error;
      }
    }
    onChange(next);
    setText(rejected.join(' '));
    setAddError(firstError);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && text === '' && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  };

  const listError = errors[''] ?? Object.values(errors)[0];
  const shownError = addError ?? listError;

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="chip-entry">
        <input
          id={id}
          className={uppercase ? 'input mono upper' : 'input mono'}
          value={text}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={Boolean(shownError)}
          aria-describedby={describedBy(id, true, shownError)}
          onChange={(e) => {
            setText(uppercase ? e.target.value.toUpperCase() : e.target.value);
            setAddError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="btn" onClick={add}>
          {addLabel}
        </button>
      </div>
      <span id={`${id}-hint`} className="hint">
        {hint}
      </span>
      {shownError ? (
        <span id={`${id}-error`} className="error">
          {fieldErrorText(t, shownError)}
        </span>
      ) : null}
      {values.length === 0 ? (
        <p className="hint">{emptyText}</p>
      ) : (
        <ul className="chips" aria-label={label}>
          {values.map((value, index) => {
            const name = describe?.(value);
            return (
              <li key={value} className={errors[String(index)] ? 'chip chip-invalid' : 'chip'} title={name}>
                <span className="mono">{value}</span>
                {name ? <span className="chip-name">{name}</span> : null}
                <button
                  type="button"
                  className="chip-remove"
                  aria-label={t('common.removeItem', { item: name ? `${value} (${name})` : value })}
                  onClick={() => onChange(values.filter((v) => v !== value))}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
