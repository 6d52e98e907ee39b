import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@croupier/format';
import { formatAmount } from '@croupier/money';
import type { PlayerWheel, SpinResult } from '@croupier/contracts';
import { errorKey } from '../api/http.ts';
import { ENVELOPE_KEYS, spinWheel, useWheels } from '../envelopes/api.ts';
import { refreshAccount } from '../session/refreshAccount.ts';
import { useSite } from '../site/queries.ts';
import { PageHeader } from '../ui/PageHeader.tsx';
import { LoadFailed } from '../wallet/parts.tsx';
import { labelTransform, landingRotation, WHEEL_COLOURS, WHEEL_TEXT_COLOURS, wedgePath } from './geometry.ts';
import '../wallet/wallet.css';
import './wheel.css';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** The wheel in SVG, turned by a CSS transform (transition in wheel.css, none under reduced motion). */
function WheelArt({ wheel, rotation }: { wheel: PlayerWheel; rotation: number }) {
  const { t } = useTranslation();
  const count = wheel.segments.length;
  return (
    <div className="wheel-art">
      <svg viewBox="-110 -110 220 220" role="img" aria-label={t('envelopes.wheel.wheelLabel', { count })}>
        <g className="wheel-disc" style={{ transform: `rotate(${rotation}deg)` }}>
          {wheel.segments.map((segment, index) => (
            <g key={index}>
              <path
                d={wedgePath(index, count)}
                fill={WHEEL_COLOURS[index % WHEEL_COLOURS.length]}
                stroke="#0f1115"
              />
              <text
                transform={labelTransform(index, count, rotation)}
                fill={WHEEL_TEXT_COLOURS[index % WHEEL_TEXT_COLOURS.length]}
                textAnchor="middle"
                dominantBaseline="middle"
                fontSize={count > 8 ? 9 : 11}
                fontWeight={700}
              >
                {segment.label}
              </text>
            </g>
          ))}
          <circle r="104" fill="none" stroke="#f5b301" strokeWidth="6" />
        </g>
        <circle r="16" fill="#171a21" stroke="#f5b301" strokeWidth="4" />
        <path d="M0 -96 L-10 -116 L10 -116 Z" fill="#f5b301" stroke="#0f1115" strokeWidth="2" />
      </svg>
    </div>
  );
}

function WheelPanel({ wheel }: { wheel: PlayerWheel }) {
  const { t, i18n } = useTranslation();
  const site = useSite();
  const queryClient = useQueryClient();
  const currency = site.brand.currency;
  const [rotation, setRotation] = useState(0);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SpinResult | null>(null);
  const [error, setError] = useState<unknown>(null);

  const spin = async () => {
    if (busy) return;
    setBusy(true);
    setResult(null);
    setError(null);
    try {
      const answer = await spinWheel(wheel.id, i18n.language);
      const landing = landingRotation(rotation, answer.spin.segment, wheel.segments.length);
      setRotation(landing);
      // The prize shows when the wheel stops (at once without motion); the money is already paid.
      const shown = () => {
        setResult(answer);
        setBusy(false);
        refreshAccount(queryClient);
        void queryClient.invalidateQueries({ queryKey: ENVELOPE_KEYS.wheels(i18n.language) });
      };
      if (reducedMotion()) shown();
      else setTimeout(shown, 4200);
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  };

  const spinsLeft = result ? result.spinsLeft : wheel.spinsLeft;
  return (
    <section className="wallet-panel wheel-panel" aria-labelledby={`wheel-${wheel.id}`}>
      <h3 id={`wheel-${wheel.id}`}>{wheel.name}</h3>
      <WheelArt wheel={wheel} rotation={rotation} />
      <div className="wheel-controls">
        <p className="wheel-spins tabular">{t('envelopes.wheel.spinsLeft', { count: spinsLeft })}</p>
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={busy || spinsLeft === 0}
          aria-busy={busy}
          onClick={() => void spin()}
        >
          {busy ? t('envelopes.wheel.spinning') : t('envelopes.wheel.spin')}
        </button>
        <p className="wheel-result" role="status">
          {result &&
            (result.spin.prize
              ? t('envelopes.wheel.won', { amount: formatAmount(result.spin.prize, currency) })
              : t('envelopes.wheel.noPrize', { label: result.spin.label }))}
        </p>
        {error !== null && (
          <p className="field-error" role="alert">
            {t(errorKey(error))}
          </p>
        )}
        {wheel.depositPerSpin && (
          <p className="wallet-muted">
            {t('envelopes.wheel.earnDeposit', { amount: formatAmount(wheel.depositPerSpin, currency) })}
          </p>
        )}
        {wheel.validBetPerSpin && (
          <p className="wallet-muted">
            {t('envelopes.wheel.earnBet', { amount: formatAmount(wheel.validBetPerSpin, currency) })}
          </p>
        )}
      </div>
      <h4>{t('envelopes.wheel.history')}</h4>
      {wheel.history.length === 0 ? (
        <p className="wallet-muted">{t('envelopes.wheel.noHistory')}</p>
      ) : (
        <table className="wheel-history">
          <thead>
            <tr>
              <th scope="col">{t('envelopes.wheel.when')}</th>
              <th scope="col">{t('envelopes.wheel.segment')}</th>
              <th scope="col" className="num">
                {t('envelopes.wheel.prize')}
              </th>
            </tr>
          </thead>
          <tbody>
            {wheel.history.map((spin) => (
              <tr key={spin.id}>
                <td>{formatDateTime(spin.at, site.brand.timezone).slice(0, 16)}</td>
                <td>{spin.label}</td>
                <td className="num tabular">
                  {spin.prize ? formatAmount(spin.prize, currency) : t('envelopes.wheel.nothing')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** `/prizeWheel`: the brand's wheels with the member's spins, an animated spin and the prize history. */
export function PrizeWheelPage() {
  const { t, i18n } = useTranslation();
  const wheels = useWheels(i18n.language);
  return (
    <>
      <PageHeader title={t('envelopes.wheel.title')} subtitle={t('envelopes.wheel.lead')} />
      <div className="wheel-page">
        {wheels.isError ? (
          <LoadFailed message={t('envelopes.wheel.loadFailed')} retry={() => void wheels.refetch()} />
        ) : wheels.data?.length === 0 ? (
          <p className="wallet-panel record-empty">{t('envelopes.wheel.none')}</p>
        ) : (
          wheels.data?.map((wheel) => <WheelPanel key={wheel.id} wheel={wheel} />)
        )}
      </div>
    </>
  );
}
