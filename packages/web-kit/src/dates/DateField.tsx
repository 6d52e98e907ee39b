import { useRef, type InputHTMLAttributes } from 'react';
import { LineIcon } from '../icons.tsx';
import { isDay } from './ranges.ts';

export interface DateFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'onChange' | 'placeholder'
> {
  /** `yyyy-MM-dd HH:mm` instead of `yyyy-MM-dd`. */
  withTime?: boolean;
  /** Controlled value; leave out (and use `defaultValue`) for a form read on submit. */
  value?: string;
  onValueChange?: (value: string) => void;
  /** The calendar button's accessible name ("Pick a date"), in the page's language. */
  pickLabel: string;
}

/**
 * A date box that always reads `yyyy-MM-dd` (`yyyy-MM-dd HH:mm` with `withTime`), whatever the browser's
 * locale: a native date input writes 11/26/2026 in en-US and 26/11/2569 in Thai. Typed as text, with a button
 * that opens the browser's own calendar to pick the day.
 */
export function DateField({
  withTime = false,
  value,
  onValueChange,
  pickLabel,
  className,
  ...input
}: DateFieldProps) {
  const text = useRef<HTMLInputElement>(null);
  const calendar = useRef<HTMLInputElement>(null);
  const shape = withTime ? 'yyyy-MM-dd HH:mm' : 'yyyy-MM-dd';
  const current = () => value ?? text.current?.value ?? '';

  const open = () => {
    const picker = calendar.current;
    if (!picker) return;
    const day = current().slice(0, 10);
    picker.value = isDay(day) ? day : '';
    try {
      picker.showPicker();
    } catch {
      // No picker in this browser (or no user gesture): the day can still be typed.
      text.current?.focus();
    }
  };

  const pick = (day: string) => {
    if (!isDay(day)) return;
    const next = withTime ? `${day} ${/\d{2}:\d{2}$/.exec(current())?.[0] ?? '00:00'}` : day;
    if (onValueChange) onValueChange(next);
    else if (text.current) text.current.value = next;
    text.current?.focus();
  };

  return (
    <span className="date-field">
      <input
        {...input}
        ref={text}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={shape.length}
        placeholder={shape}
        className={className}
        {...(value !== undefined ? { value } : {})}
        onChange={onValueChange ? (event) => onValueChange(event.target.value) : undefined}
      />
      <button
        type="button"
        className="date-field-pick"
        aria-label={pickLabel}
        title={pickLabel}
        onClick={open}
      >
        <LineIcon>
          <rect x="3.5" y="5" width="17" height="15" rx="2" />
          <path d="M3.5 10h17M8 3v4M16 3v4" />
        </LineIcon>
      </button>
      <input
        ref={calendar}
        type="date"
        className="date-field-calendar"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => pick(event.target.value)}
      />
    </span>
  );
}
