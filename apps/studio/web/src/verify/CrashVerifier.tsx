import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, toGameError, type GameApiError } from '../api/client.ts';
import type { CrashVerifyAnswer } from '../api/types.ts';
import { formatMultiplier } from '../lib/money.ts';
import { useErrorText } from '../shell/ErrorBanner.tsx';
import { Icon } from '../ui/icons.tsx';
import { crashQuery } from './form.ts';

/** A crash round by its revealed hash or its id: the server recomputes the point and checks the hash chain. */
export function CrashVerifier({ initial }: { initial: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const [text, setText] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<GameApiError | null>(null);
  const [answer, setAnswer] = useState<CrashVerifyAnswer | null>(null);

  const submit = async () => {
    const query = crashQuery(text);
    setInvalid(query === null);
    if (!query) return;
    setSending(true);
    setFailure(null);
    try {
      setAnswer(await api.verifyCrash(query));
    } catch (e) {
      setAnswer(null);
      setFailure(toGameError(e));
    } finally {
      setSending(false);
    }
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
        <div className="field field-wide">
          <label htmlFor={id}>{t('verify.field.crash')}</label>
          <input
            id={id}
            className="input mono"
            value={text}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={invalid}
            aria-describedby={`${id}-msg`}
            onChange={(e) => setText(e.target.value)}
          />
          <p id={`${id}-msg`} className={invalid ? 'field-error' : 'field-hint'}>
            {invalid ? t('verify.error.crash') : t('verify.hint.crash')}
          </p>
        </div>
        <button type="submit" className="btn btn-primary btn-big" disabled={sending}>
          {sending ? t('common.saving') : t('verify.submit')}
        </button>
      </form>
      {failure && (
        <div className="error-banner" role="alert">
          <p>{errorText(failure).message}</p>
        </div>
      )}
      {answer && (
        <section className="verify-result" aria-live="polite">
          <h2>{t('verify.resultTitle')}</h2>
          <p className="crash-point">
            {t('verify.crashPoint')} <strong className="tabular">{formatMultiplier(answer.point)}</strong>
          </p>
          <p className={`verdict ${answer.chainValid ? 'is-good' : 'is-bad'}`}>
            <Icon name={answer.chainValid ? 'check' : 'close'} />
            {answer.chainValid ? t('verify.chainValid') : t('verify.chainInvalid')}
          </p>
          <dl className="seed-list">
            <dt>{t('verify.roundHash')}</dt>
            <dd className="mono">{answer.hash}</dd>
            <dt>{t('crash.terminalHash')}</dt>
            <dd className="mono">{answer.terminalHash}</dd>
          </dl>
        </section>
      )}
    </>
  );
}
