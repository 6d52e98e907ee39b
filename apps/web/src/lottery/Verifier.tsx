import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryResult } from '@croupier/contracts';
import {
  type FamilyResults,
  type GameFamily,
  resultNumbers,
  verifyDraw,
  webHashing,
} from '@croupier/lottery';

type Outcome =
  | { ok: true; numbers: string[] }
  | { ok: false; reason: 'SEED_MALFORMED' }
  | { ok: false; reason: 'SEED_HASH_MISMATCH' | 'RESULT_MISMATCH'; numbers: string[] };

/**
 * Recomputes a published draw in the browser from its seed (Web Crypto): the seed must hash to the commitment
 * published before sales and give the published numbers. The seed and hash can be edited, so a player can try
 * a seed of their own or paste one from elsewhere; the recipe is spelled out under the form.
 */
export function Verifier(props: { gameCode: string; family: string; results: readonly LotteryResult[] }) {
  const { t } = useTranslation();
  const id = useId();
  const { gameCode, family, results } = props;
  const [issueNo, setIssueNo] = useState(results[0]?.issueNo ?? '');
  const published = results.find((result) => result.issueNo === issueNo) ?? results[0];
  const [seed, setSeed] = useState(published?.seed ?? '');
  const [seedHash, setSeedHash] = useState(published?.seedHash ?? '');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [running, setRunning] = useState(false);
  if (!published) return null;

  const choose = (next: string) => {
    const result = results.find((candidate) => candidate.issueNo === next);
    setIssueNo(next);
    setSeed(result?.seed ?? '');
    setSeedHash(result?.seedHash ?? '');
    setOutcome(null);
  };
  const run = async () => {
    setRunning(true);
    const draw = family as GameFamily;
    const verification = await verifyDraw(
      draw,
      gameCode,
      published.issueNo,
      { seed: seed.trim(), seedHash: seedHash.trim(), result: published.result as FamilyResults[GameFamily] },
      webHashing,
    );
    setRunning(false);
    if (verification.ok) setOutcome({ ok: true, numbers: resultNumbers(draw, verification.result) });
    else if (verification.reason === 'SEED_MALFORMED') setOutcome(verification);
    else
      setOutcome({
        ok: false,
        reason: verification.reason,
        numbers: resultNumbers(draw, verification.result),
      });
  };

  return (
    <section className="lottery-verify" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('lotteryPages.verify.title')}</h2>
      <p className="lottery-muted">{t('lotteryPages.verify.lead')}</p>
      <form
        className="lottery-verify-form"
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-issue`}>{t('lotteryPages.verify.issue')}</label>
          <select
            id={`${id}-issue`}
            value={published.issueNo}
            onChange={(event) => choose(event.target.value)}
          >
            {results.map((result) => (
              <option key={result.issueNo} value={result.issueNo}>
                {result.issueNo}
              </option>
            ))}
          </select>
        </div>
        <p className="lottery-verify-published">
          {t('lotteryPages.verify.published')}: <span className="tabular">{published.numbers.join(' ')}</span>
        </p>
        <div className="field">
          <label htmlFor={`${id}-hash`}>{t('lotteryPages.verify.seedHash')}</label>
          <input
            id={`${id}-hash`}
            className="lottery-hex"
            spellCheck={false}
            autoComplete="off"
            value={seedHash}
            onChange={(event) => setSeedHash(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-seed`}>{t('lotteryPages.verify.seed')}</label>
          <input
            id={`${id}-seed`}
            className="lottery-hex"
            spellCheck={false}
            autoComplete="off"
            value={seed}
            onChange={(event) => setSeed(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={running}>
          {running ? t('lotteryPages.verify.running') : t('lotteryPages.verify.run')}
        </button>
      </form>
      {outcome && (
        <div
          role="status"
          className={`lottery-verdict ${outcome.ok ? 'lottery-verdict-ok' : 'lottery-verdict-bad'}`}
        >
          <p>{outcome.ok ? t('lotteryPages.verify.match') : t(`lotteryPages.verify.${outcome.reason}`)}</p>
          {'numbers' in outcome && (
            <p className="tabular">
              {t('lotteryPages.verify.recomputed', { numbers: outcome.numbers.join(' ') })}
            </p>
          )}
        </div>
      )}
      <details className="lottery-recipe">
        <summary>{t('lotteryPages.verify.recipe')}</summary>
        <ol>
          <li>{t('lotteryPages.verify.steps.hash')}</li>
          <li>{t('lotteryPages.verify.steps.stream')}</li>
          <li>{t('lotteryPages.verify.steps.uniform')}</li>
          <li>{t('lotteryPages.verify.steps.shuffle')}</li>
        </ol>
        <pre className="lottery-recipe-code">
          {`printf %s "$SEED" | sha256sum\nprintf %s "${gameCode}|${published.issueNo}" | openssl dgst -sha256 -hmac "$SEED"`}
        </pre>
      </details>
    </section>
  );
}
