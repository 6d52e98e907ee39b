import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { readSessionValue, writeSessionValue } from '../session/storage.ts';
import { Icon } from '../ui/icons.tsx';

/**
 * Whether the player hid the balance with the eye toggle. One store for the header chip and the wallet
 * page, so a toggle in either hides both at once; kept in session storage, so it lasts as long as the tab.
 */
const KEY = 'balanceHidden';
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isHidden = () => readSessionValue(KEY) === '1';

function setHidden(hidden: boolean) {
  writeSessionValue(KEY, hidden ? '1' : '0');
  for (const listener of listeners) listener();
}

export function useBalanceHidden(): boolean {
  return useSyncExternalStore(subscribe, isHidden);
}

/**
 * The eye button; its name says what pressing it does, in the current language. The header's is an icon;
 * the wallet page has room to write the name out.
 */
export function BalanceEyeToggle({ withText = false }: { withText?: boolean }) {
  const { t } = useTranslation();
  const hidden = useBalanceHidden();
  const name = hidden ? t('account.showBalance') : t('account.hideBalance');
  return (
    <button
      type="button"
      className={withText ? 'btn' : 'icon-btn icon-btn-small'}
      onClick={() => setHidden(!hidden)}
      aria-label={withText ? undefined : name}
    >
      <Icon name={hidden ? 'eyeOff' : 'eye'} />
      {withText && name}
    </button>
  );
}
