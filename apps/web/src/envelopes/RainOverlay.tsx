import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@croupier/money';
import type { PlayerRain } from '@croupier/contracts';
import { errorKey } from '../api/http.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { useSite } from '../site/queries.ts';
import { Modal } from '../ui/Modal.tsx';
import { useGrab, useRains } from './api.ts';
import { fallingRain } from './logic.ts';
import './envelopes.css';

/** Decorative envelopes falling behind the dialog (CSS only; none under prefers-reduced-motion). */
const DROPS = Array.from({ length: 14 }, (_, index) => index);

/** The next moment a rain starts or ends, to look again then (a scheduled rain starts without any event). */
function nextChange(rains: readonly PlayerRain[], now: number): number | undefined {
  const moments = rains
    .flatMap((rain) => [Date.parse(rain.startsAt), Date.parse(rain.endsAt)])
    .filter((at) => at > now);
  return moments.length ? Math.min(...moments) : undefined;
}

/**
 * The red envelope rain over every page of a signed-in member (UI.md: animated, reduced motion respected, the
 * amount never hidden): a grab button while a rain falls, then the amount won. The socket's `envelope-rain`
 * events refetch the list (useRealtime).
 */
export function RainOverlay() {
  const { t } = useTranslation();
  const session = useSession();
  const site = useSite();
  const signedIn = session.kind === 'member' || session.kind === 'agent';
  const rains = useRains(signedIn).data ?? [];
  const grab = useGrab();
  const [now, setNow] = useState(() => Date.now());
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const [won, setWon] = useState<{ rainId: string; title: string; amount: string } | null>(null);

  const next = nextChange(rains, now);
  useEffect(() => {
    if (next === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(next - Date.now() + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [next]);

  const rain = won ? undefined : fallingRain(rains, now, closed);
  if (!signedIn || (!rain && !won)) return null;

  const close = (id: string) => {
    setClosed((prev) => new Set(prev).add(id));
    setWon(null);
    grab.reset();
  };

  if (won)
    return (
      <Modal title={won.title} onClose={() => close(won.rainId)} size="small">
        <div className="rain-result" role="status">
          <EnvelopeArt opened />
          <p className="rain-amount tabular">
            {t('envelopes.rain.got', { amount: formatAmount(won.amount, site.brand.currency) })}
          </p>
          <p className="wallet-muted">{t('envelopes.rain.gotLead')}</p>
        </div>
      </Modal>
    );

  const current = rain!;
  const onGrab = () =>
    grab.mutate(current.id, {
      onSuccess: (result) => setWon({ rainId: current.id, title: current.title, amount: result.amount }),
    });
  return (
    <>
      <div className="rain-drops" aria-hidden="true">
        {DROPS.map((drop) => (
          <span key={drop} className="rain-drop" style={{ ['--drop' as string]: drop }} />
        ))}
      </div>
      <Modal title={current.title} onClose={() => close(current.id)} size="small">
        <div className="rain-body">
          {current.sender && (
            <p className="wallet-muted">{t('envelopes.rain.from', { sender: current.sender })}</p>
          )}
          <EnvelopeArt />
          <p className="wallet-muted tabular">{t('envelopes.rain.left', { count: current.left })}</p>
          <button
            type="button"
            className="btn btn-primary btn-block rain-grab"
            disabled={grab.isPending}
            aria-busy={grab.isPending}
            onClick={onGrab}
          >
            {grab.isPending ? t('envelopes.rain.grabbing') : t('envelopes.rain.grab')}
          </button>
          {grab.error && (
            <p className="field-error" role="alert">
              {t(errorKey(grab.error))}
            </p>
          )}
        </div>
      </Modal>
    </>
  );
}

/** A red envelope drawn in SVG (no text in the art: translations reach every word). */
function EnvelopeArt({ opened = false }: { opened?: boolean }) {
  const { t } = useTranslation();
  return (
    <svg
      className={`rain-envelope${opened ? ' is-open' : ''}`}
      viewBox="0 0 80 100"
      role="img"
      aria-label={t('envelopes.rain.envelope')}
    >
      <rect x="4" y="4" width="72" height="92" rx="8" fill="#d62d2d" />
      <path
        d={opened ? 'M4 30 L40 4 L76 30' : 'M4 12 Q40 48 76 12'}
        fill="#b81f1f"
        stroke="#f5b301"
        strokeWidth="2"
      />
      <circle cx="40" cy="52" r="12" fill="#f5b301" />
      <circle cx="40" cy="52" r="6" fill="#d62d2d" />
    </svg>
  );
}
