import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, toGameError, type GameApiError } from '../api/client.ts';
import type { VerifyAnswer, VerifyRequest } from '../api/types.ts';
import { useErrorText } from '../shell/ErrorBanner.tsx';
import { buildRequest, fieldsFor, SEEDED, type FormErrors, type VerifyForm } from './form.ts';
import { VerifyResult } from './VerifyResult.tsx';

const CHOICES: Partial<Record<keyof VerifyForm, string[]>> = {
  direction: ['under', 'over'],
  side: ['3', '4', '5', '6', '7'],
  rows: ['8', '9', '10', '11', '12', '13', '14', '15', '16'],
  risk: ['low', 'medium', 'high'],
};

/** The seeded-round form: seeds, nonce, game and bet; every field checked before POST /verify. */
export function SeededVerifier({ initial }: { initial: VerifyForm }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const ids = useId();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<GameApiError | null>(null);
  const [answer, setAnswer] = useState<{ request: VerifyRequest; answer: VerifyAnswer; hash: string } | null>(
    null,
  );
  const set = (key: keyof VerifyForm, value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async () => {
    const built = buildRequest(form);
    setErrors(built.errors);
    if (!built.request) return;
    setSending(true);
    setFailure(null);
    try {
      setAnswer({ request: built.request, answer: await api.verify(built.request), hash: form.hash.trim() });
    } catch (e) {
      setAnswer(null);
      setFailure(toGameError(e));
    } finally {
      setSending(false);
    }
  };

  const field = (key: keyof VerifyForm, options: { wide?: boolean; hint?: string } = {}) => {
    const id = `${ids}-${key}`;
    const error = errors[key];
    const choices = CHOICES[key];
    const common = {
      id,
      value: form[key],
      'aria-invalid': error !== undefined,
      'aria-describedby': `${id}-msg`,
    };
    return (
      <div className={`field${options.wide ? ' field-wide' : ''}`} key={key}>
        <label htmlFor={id}>{t(`verify.field.${key}`)}</label>
        {choices ? (
          <select {...common} className="select" onChange={(e) => set(key, e.target.value)}>
            {choices.map((c) => (
              <option key={c} value={c}>
                {t(`verify.choice.${c}`, { defaultValue: c })}
              </option>
            ))}
          </select>
        ) : key === 'bets' ? (
          <textarea
            {...common}
            className="input"
            spellCheck={false}
            onChange={(e) => set(key, e.target.value)}
          />
        ) : (
          <input
            {...common}
            className={`input${['serverSeed', 'hash', 'clientSeed'].includes(key) ? ' mono' : ''}`}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => set(key, e.target.value)}
          />
        )}
        <p id={`${id}-msg`} className={error ? 'field-error' : 'field-hint'}>
          {error ? t(`verify.error.${error}`) : (options.hint ?? '')}
        </p>
      </div>
    );
  };

  return (
    <>
      <form
        className="verify-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <label htmlFor={`${ids}-engine`}>{t('verify.field.engine')}</label>
          <select
            id={`${ids}-engine`}
            className="select"
            value={form.engine}
            onChange={(e) => set('engine', e.target.value)}
          >
            {SEEDED.map((engine) => (
              <option key={engine} value={engine}>
                {t(`verify.engine.${engine}`)}
              </option>
            ))}
          </select>
        </div>
        {field('nonce')}
        {field('serverSeed', { wide: true, hint: t('verify.hint.serverSeed') })}
        {field('hash', { wide: true, hint: t('verify.hint.hash') })}
        {field('clientSeed', { wide: true })}
        {form.engine === 'slot' && field('vassalage')}
        {form.engine === 'slot' && field('gameCode')}
        {fieldsFor(form.engine).map((key) =>
          field(key, {
            wide: key === 'bets' || key === 'moves',
            hint:
              key === 'bets' || key === 'moves'
                ? t(`verify.hint.${key}_${form.engine}`)
                : key === 'target'
                  ? t('verify.hint.target')
                  : undefined,
          }),
        )}
        <button type="submit" className="btn btn-primary btn-big" disabled={sending}>
          {sending ? t('common.saving') : t('verify.submit')}
        </button>
      </form>
      {failure && (
        <div className="error-banner" role="alert">
          <div>
            <p>{errorText(failure).message}</p>
            {errorText(failure).fields.length > 0 && <p>{errorText(failure).fields.join(' · ')}</p>}
          </div>
        </div>
      )}
      {answer && (
        <VerifyResult
          engine={answer.request.bet.engine}
          request={answer.request}
          answer={answer.answer}
          committed={answer.hash}
        />
      )}
    </>
  );
}
