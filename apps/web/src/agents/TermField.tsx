import { useTranslation } from 'react-i18next';
import { DateField } from '@croupier/web-kit';
import type { Msg } from '../accounts/validation.ts';
import { TERM_CHOICES, type TermChoice } from './term.ts';

/** The offer's term: a choice of how long it runs, and the last day when the offerer picks one. */
export function TermField(props: {
  idPrefix: string;
  choice: TermChoice;
  day: string;
  error: Msg | undefined;
  onChoice: (choice: TermChoice) => void;
  onDay: (day: string) => void;
}) {
  const { t } = useTranslation();
  const { idPrefix: id } = props;
  const errorId = `${id}-term-error`;
  const described = props.error ? errorId : undefined;
  return (
    <div className="field record-type contract-term">
      <label htmlFor={`${id}-term`}>{t('contracts.term.label')}</label>
      <select
        id={`${id}-term`}
        value={props.choice}
        onChange={(e) => props.onChoice(e.target.value as TermChoice)}
        aria-invalid={props.error && props.choice !== 'date' ? true : undefined}
        aria-describedby={props.choice === 'date' ? undefined : described}
      >
        {TERM_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {t(`contracts.term.choices.${choice}`)}
          </option>
        ))}
      </select>
      {props.choice === 'date' && (
        <>
          <label htmlFor={`${id}-term-day`}>{t('contracts.term.lastDay')}</label>
          <DateField
            id={`${id}-term-day`}
            value={props.day}
            onValueChange={props.onDay}
            pickLabel={t('contracts.term.pick')}
            aria-invalid={props.error ? true : undefined}
            aria-describedby={described}
          />
        </>
      )}
      {props.error && (
        <p id={errorId} className="field-error">
          {t(props.error.key)}
        </p>
      )}
    </div>
  );
}

/** How long terms are in force: until their last day, or until either side ends them. */
export function TermLine({ endsOn }: { endsOn: string | null }) {
  const { t } = useTranslation();
  return (
    <p className="wallet-muted contract-term-line">
      {endsOn ? t('contracts.term.until', { day: endsOn }) : t('contracts.term.open')}
    </p>
  );
}
