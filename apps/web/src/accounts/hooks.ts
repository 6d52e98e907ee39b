import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '@croupier/contracts/constants';
import { type RegisterRules } from '@croupier/contracts';
import { readSessionValue, writeSessionValue } from '../session/storage.ts';
import { accountsApi } from './api.ts';
import { countdownEnd, secondsLeft } from './countdown.ts';
import type { Errors, Msg } from './validation.ts';

export function useMsg(): (msg: Msg | null | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback((msg) => (msg ? t(msg.key, msg.values ?? {}) : undefined), [t]);
}

const RULES_KEY = 'registerRules';

function cachedRules(): RegisterRules | undefined {
  const raw = readSessionValue(RULES_KEY);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as RegisterRules;
  } catch {
    return undefined;
  }
}

/** Registration rules are cached in the session (spec §7), so the form opens at once the second time. */
export function useRegisterRules() {
  return useQuery({
    queryKey: ['registerRules'],
    queryFn: async () => {
      const rules = await accountsApi.rules();
      writeSessionValue(RULES_KEY, JSON.stringify(rules));
      return rules;
    },
    initialData: cachedRules,
    staleTime: Infinity,
  });
}

/** Dialling codes; the shared list stands in until the server answers, so the field never waits. */
export function useCountries() {
  return useQuery({
    queryKey: ['countries'],
    queryFn: accountsApi.countries,
    placeholderData: COUNTRIES.map((c) => ({ ...c })),
    staleTime: Infinity,
  });
}

export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const seconds = secondsLeft(endsAt, now);
  useEffect(() => {
    if (seconds <= 0) return;
    const id = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(id);
  }, [seconds]);
  const start = useCallback((next: number) => {
    const at = Date.now();
    setNow(at);
    setEndsAt(countdownEnd(at, next));
  }, []);
  return { seconds, start };
}

/**
 * Values, inline errors and a busy flag for one form. `run` refuses a second submit while the first is
 * in flight (UI.md: cannot be pressed twice), guarded by a ref because two clicks can land before a render.
 */
export function useForm<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<Msg | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const bind = (name: keyof T & string) => ({
    name,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (value: string) => {
      setValues((prev) => ({ ...prev, [name]: value }));
      setErrors((prev) => ({ ...prev, [name]: undefined }));
    },
  });

  const run = async (task: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFormError(null);
    try {
      await task();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return { values, setValues, errors, setErrors, formError, setFormError, busy, bind, run };
}

/**
 * Focus the first field with an error, so keyboard and screen-reader users land on the problem. Waits a
 * frame: the errors were just set and are not in the DOM yet.
 */
export function focusFirstError(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
