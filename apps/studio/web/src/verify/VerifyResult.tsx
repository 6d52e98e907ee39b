import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Engine, VerifyAnswer, VerifyRequest } from '../api/types.ts';
import { RoundSummary } from '../games/summaries.tsx';
import { SymbolDefs } from '../games/slots/art/defs.tsx';
import { sha256OfSeed } from '../lib/seeds.ts';
import { Icon } from '../ui/icons.tsx';
import { moneyLines } from './cap.ts';

/**
 * The verifier's answer: the SHA-256 commitment of the revealed seed (computed here in the browser as well as by
 * the server, and compared with the hash shown before play), then the recomputed outcome, stake and payout (and,
 * for a round the largest win capped, what it paid and why).
 */
export function VerifyResult(props: {
  engine: Engine;
  request: VerifyRequest;
  answer: VerifyAnswer;
  committed: string;
}) {
  const { t } = useTranslation();
  const [local, setLocal] = useState<string | null | undefined>(undefined);
  const seed = props.request.serverSeed;

  useEffect(() => {
    let live = true;
    void sha256OfSeed(seed).then((hash) => live && setLocal(hash));
    return () => {
      live = false;
    };
  }, [seed]);

  const serverHash = props.answer.serverSeedHash;
  const money = moneyLines(props.answer);
  const agree = local === undefined || local === null || local === serverHash;
  const matches = props.committed ? props.committed === (local ?? serverHash) : null;

  return (
    <section className="verify-result" aria-live="polite" aria-labelledby="verify-result-title">
      <h2 id="verify-result-title">{t('verify.resultTitle')}</h2>
      <dl className="seed-list">
        <dt>{t('verify.localHash')}</dt>
        <dd className="mono" data-testid="local-hash">
          {local === undefined ? '…' : (local ?? t('verify.noWebCrypto'))}
        </dd>
        <dt>{t('verify.serverHash')}</dt>
        <dd className="mono">{serverHash}</dd>
      </dl>
      {!agree && (
        <p className="verdict is-bad">
          <Icon name="close" />
          {t('verify.hashDisagree')}
        </p>
      )}
      {matches !== null && (
        <p className={`verdict ${matches ? 'is-good' : 'is-bad'}`}>
          <Icon name={matches ? 'check' : 'close'} />
          {matches ? t('verify.commitMatches') : t('verify.commitMismatch')}
        </p>
      )}
      <h3>{t('verify.outcome')}</h3>
      <SymbolDefs />
      <RoundSummary engine={props.engine} result={props.answer.result} />
      <dl className="round-money">
        {money.lines.map((line) => (
          <div key={line.label}>
            <dt>{t(line.label)}</dt>
            <dd className="money">{line.amount}</dd>
          </div>
        ))}
      </dl>
      {money.capNote && (
        <p className="cap-note" role="note">
          {t('verify.capNote', money.capNote)}
        </p>
      )}
      <details>
        <summary>{t('verify.raw')}</summary>
        <pre className="mono raw-result">{JSON.stringify(props.answer.result, null, 2)}</pre>
      </details>
    </section>
  );
}
