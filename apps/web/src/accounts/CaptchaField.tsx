import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons.tsx';
import { accountsApi } from './api.ts';
import { createThrottle } from './countdown.ts';
import { Field } from './fields.tsx';
import type { Msg } from './validation.ts';

export interface CaptchaControl {
  captchaId: string | null;
  image: string | null;
  /** The player's refresh button: at most once a second (spec §9). */
  refresh: () => void;
  /** After the server refused the answer: the old image is spent, so no throttle. */
  reload: () => void;
}

/** Loads a captcha once `enabled`; a failed fetch is ignored (spec §8) and the refresh button stays. */
export function useCaptcha(enabled: boolean): CaptchaControl {
  const [captcha, setCaptcha] = useState<{ captchaId: string; image: string } | null>(null);
  const allow = useRef(createThrottle(1000));
  const reload = useCallback(() => {
    allow.current(Date.now());
    accountsApi.captcha().then(setCaptcha, () => undefined);
  }, []);
  const refresh = useCallback(() => {
    if (allow.current(Date.now())) accountsApi.captcha().then(setCaptcha, () => undefined);
  }, []);
  useEffect(() => {
    if (enabled) reload();
  }, [enabled, reload]);
  return { captchaId: captcha?.captchaId ?? null, image: captcha?.image ?? null, refresh, reload };
}

/** The captcha part of a request body, when the form shows one. */
export function captchaPayload(control: CaptchaControl, shown: boolean, answer: string) {
  return shown && control.captchaId ? { captchaId: control.captchaId, captcha: answer.trim() } : {};
}

/**
 * Sends an SMS code with the shown captcha. The send uses the captcha up whatever the answer, so a fresh one
 * replaces it and the field is emptied (`clear`): the form it belongs to proves itself with its own solve.
 */
export async function sendWithCaptcha<T>(
  captcha: { control: CaptchaControl; shown: boolean; answer: string },
  clear: () => void,
  send: (solved: { captchaId?: string; captcha?: string }) => Promise<T>,
): Promise<T> {
  try {
    return await send(captchaPayload(captcha.control, captcha.shown, captcha.answer));
  } finally {
    if (captcha.shown) {
      captcha.control.reload();
      clear();
    }
  }
}

export function CaptchaField(props: {
  control: CaptchaControl;
  value: string;
  onChange: (value: string) => void;
  error?: Msg | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('accounts.captcha')}
      name="captcha"
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      maxLength={8}
      after={
        <span className="captcha-box">
          {props.control.image ? (
            <img src={props.control.image} alt={t('accounts.captchaImage')} width={100} height={40} />
          ) : (
            <span className="captcha-empty" aria-hidden="true" />
          )}
          <button
            type="button"
            className="icon-btn"
            onClick={props.control.refresh}
            aria-label={t('accounts.captchaRefresh')}
          >
            <Icon name="refresh" />
          </button>
        </span>
      }
    />
  );
}
