import { useTranslation } from 'react-i18next';
import { playName, VIETNAM_PLAY_NAMES } from '@croupier/lottery';
import { currentLanguage } from '../i18n/index.ts';
import { describedBy } from '../ui/Field.tsx';
import { DEFAULT_ODDS, isPriceKey, ODDS_FAMILIES, oddsKeysOf } from './settings-form.ts';

/** The play an odds key belongs to (`vn-mb.lo2.price` → `vn-mb.lo2`, `4d.big.first` → `4d.big`). */
function playOf(key: string): string {
  if (isPriceKey(key)) return key.slice(0, -'.price'.length);
  return key.startsWith('4d.') ? key.split('.').slice(0, 2).join('.') : key;
}

function KeyLabel({ oddsKey }: { oddsKey: string }) {
  const { t } = useTranslation();
  const play = playOf(oddsKey);
  const local = VIETNAM_PLAY_NAMES[play];
  const tier = oddsKey.startsWith('4d.') ? oddsKey.split('.')[2] : undefined;
  return (
    <>
      <span lang={local ? 'vi' : undefined}>{local ?? playName(play, currentLanguage())}</span>
      {local ? <span className="muted"> · {playName(play, currentLanguage())}</span> : null}
      <div className="muted cell-sub">
        {isPriceKey(oddsKey)
          ? t('lottery.settings.priceOf')
          : tier
            ? t('lottery.settings.oddsOfTier', { tier: t(`lottery.settings.tiers.${tier}`) })
            : t('lottery.settings.oddsOf')}
        <span className="mono"> · {oddsKey}</span>
      </div>
    </>
  );
}

/**
 * The fixed odds and point prices of the Vietnamese, Thai and 4D plays, one table per family: each play's
 * default beside the brand's override (empty: the default applies).
 */
export function OddsOverrides(props: {
  overrides: Readonly<Record<string, string>>;
  errorOf: (key: string) => string | null;
  onChange: (key: string, value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="settings-wide lottery-odds">
      <h2 className="lottery-settings-title">{t('lottery.settings.oddsHeading')}</h2>
      <p className="muted">{t('lottery.settings.oddsIntro')}</p>
      {ODDS_FAMILIES.map((family) => (
        <div key={family} className="table-wrap">
          <table className="table lottery-odds-table">
            <caption>{t(`lottery.settings.families.${family}`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('lottery.settings.play')}</th>
                <th scope="col" className="money-cell">
                  {t('lottery.settings.default')}
                </th>
                <th scope="col">{t('lottery.settings.override')}</th>
              </tr>
            </thead>
            <tbody>
              {oddsKeysOf(family).map((key) => {
                const id = `lottery-odds-${key.replace(/\./g, '-')}`;
                const error = props.errorOf(key);
                return (
                  <tr key={key}>
                    <th scope="row" id={`${id}-label`}>
                      <KeyLabel oddsKey={key} />
                    </th>
                    <td className="money-cell num">{DEFAULT_ODDS[key]}</td>
                    <td>
                      <input
                        id={id}
                        className="input num lottery-odds-input"
                        inputMode="decimal"
                        value={props.overrides[key] ?? ''}
                        aria-labelledby={`${id}-label`}
                        aria-invalid={Boolean(error)}
                        aria-describedby={describedBy(id, false, error)}
                        onChange={(event) => props.onChange(key, event.target.value)}
                      />
                      {error ? (
                        <span id={`${id}-error`} className="error">
                          {error}
                        </span>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
