import { useTranslation } from 'react-i18next';
import { GAME_TYPES } from '@croupier/contracts/constants';
import { fieldErrorText } from '../i18n/errors.ts';
import { Field, describedBy } from '../ui/Field.tsx';
import type { Errors, MeasureDraft } from './rules.ts';

/**
 * The fields missions and leaderboards share: titles per language, what is measured, over which period. Once a
 * row has paid, what it measures and its period are `fixed` (the server refuses a change too).
 */
export function MeasureFields(props: {
  prefix: string;
  draft: MeasureDraft;
  metrics: readonly string[];
  cadences: readonly string[];
  errors: Errors;
  fixed: boolean;
  onChange: (patch: Partial<MeasureDraft>) => void;
}) {
  const { t } = useTranslation();
  const { prefix, draft, errors } = props;
  const error = (field: string) => (errors[field] ? fieldErrorText(t, errors[field]) : null);
  const narrowable = draft.metric === 'valid_bet' || draft.metric === 'rounds';
  const fixedHint = props.fixed ? t('missions.hints.measureFixed') : undefined;
  return (
    <>
      {(['EN', 'CN', 'TH'] as const).map((language) => {
        const id = `${prefix}-title-${language}`;
        const message = error(`titles.${language}`);
        return (
          <Field key={language} id={id} label={t('missions.fields.title', { language })} error={message}>
            <input
              id={id}
              className="input"
              maxLength={80}
              value={draft.titles[language]}
              aria-invalid={Boolean(message)}
              aria-describedby={describedBy(id, false, message)}
              onChange={(event) =>
                props.onChange({ titles: { ...draft.titles, [language]: event.target.value } })
              }
            />
          </Field>
        );
      })}
      <Field
        id={`${prefix}-metric`}
        label={t('missions.fields.metric')}
        hint={fixedHint}
        error={error('metric')}
      >
        <select
          id={`${prefix}-metric`}
          className="input"
          value={draft.metric}
          disabled={props.fixed}
          aria-invalid={Boolean(error('metric'))}
          aria-describedby={describedBy(`${prefix}-metric`, fixedHint, error('metric'))}
          onChange={(event) => props.onChange({ metric: event.target.value, gameType: '' })}
        >
          {props.metrics.map((metric) => (
            <option key={metric} value={metric}>
              {t(`missions.metrics.${metric}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${prefix}-game-type`} label={t('missions.fields.gameType')} error={error('gameType')}>
        <select
          id={`${prefix}-game-type`}
          className="input"
          value={draft.gameType}
          disabled={props.fixed || !narrowable}
          aria-invalid={Boolean(error('gameType'))}
          aria-describedby={describedBy(`${prefix}-game-type`, false, error('gameType'))}
          onChange={(event) => props.onChange({ gameType: event.target.value })}
        >
          <option value="">{t('missions.fields.allGames')}</option>
          {GAME_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${prefix}-cadence`} label={t('missions.fields.cadence')} error={error('cadence')}>
        <select
          id={`${prefix}-cadence`}
          className="input"
          value={draft.cadence}
          disabled={props.fixed}
          aria-invalid={Boolean(error('cadence'))}
          aria-describedby={describedBy(`${prefix}-cadence`, false, error('cadence'))}
          onChange={(event) => props.onChange({ cadence: event.target.value })}
        >
          {props.cadences.map((cadence) => (
            <option key={cadence} value={cadence}>
              {t(`missions.cadences.${cadence}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={`${prefix}-wagering`}
        label={t('missions.fields.wageringMultiple')}
        error={error('wageringMultiple')}
      >
        <input
          id={`${prefix}-wagering`}
          className="input num"
          inputMode="numeric"
          value={draft.wageringMultiple}
          aria-invalid={Boolean(error('wageringMultiple'))}
          aria-describedby={describedBy(`${prefix}-wagering`, false, error('wageringMultiple'))}
          onChange={(event) => props.onChange({ wageringMultiple: event.target.value })}
        />
      </Field>
    </>
  );
}
