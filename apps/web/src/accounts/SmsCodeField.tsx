import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@croupier/web-kit';
import { useCountdown } from './hooks.ts';
import { createThrottle, retryAfterSeconds, smsCooldownSeconds } from './countdown.ts';
import { Field } from './fields.tsx';
import { problemMessage } from './problem.ts';
import type { Msg } from './validation.ts';

/**
 * A verification-code input with its send button. The button counts down expiredMinutes × 60 s after a
 * send (or the server's retryAfterSeconds after a 429) and presses during the count are ignored (spec §4).
 */
export function SmsCodeField(props: {
  value: string;
  onChange: (value: string) => void;
  error?: Msg | undefined;
  /** Checks the inputs the send needs and returns false (showing their errors) when they are not ready. */
  canSend: () => boolean;
  send: () => Promise<{ expiredMinutes: number }>;
  /** Where a failed send reports (usually the mobile field; the error tells a captcha problem apart). */
  onSendError: (msg: Msg, error: unknown) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  const { seconds, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const allow = useRef(createThrottle(1000));

  const press = async () => {
    if (seconds > 0 || sending) return;
    // A press refused for a missing input sends nothing, so it does not hold back the press after the fix.
    if (!props.canSend()) return;
    if (!allow.current(Date.now())) return;
    setSending(true);
    try {
      const answer = await props.send();
      start(smsCooldownSeconds(answer.expiredMinutes));
      setSent(true);
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait && error instanceof ApiError && error.status === 429) start(wait);
      props.onSendError(problemMessage(error), error);
    } finally {
      setSending(false);
    }
  };

  const counting = seconds > 0;
  return (
    <>
      <Field
        label={props.label ?? t('accounts.smsCode')}
        name="verificationCode"
        value={props.value}
        onChange={props.onChange}
        error={props.error}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        after={
          <button
            type="button"
            className="btn send-code"
            onClick={() => void press()}
            disabled={counting || sending}
            aria-busy={sending}
          >
            {counting ? t('accounts.resendIn', { seconds }) : t('accounts.sendCode')}
          </button>
        }
      />
      <p className="field-note" role="status">
        {sent && counting ? t('accounts.codeSent') : ''}
      </p>
    </>
  );
}
