import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, toGameError, type GameApiError } from '../api/client.ts';
import type { Rotation } from '../api/types.ts';
import { themeOf } from '../lib/launch.ts';
import { checkClientSeed, randomClientSeed } from '../lib/seeds.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { CopyButton } from '../ui/CopyButton.tsx';
import { useErrorText } from './ErrorBanner.tsx';
import { useGame } from './GameContext.tsx';

/**
 * Provable fairness for this player: the committed hash of the hidden server seed, the client seed (editable)
 * and the next nonce. Rotating reveals the old server seed, so every round played with it can be recomputed.
 */
export function FairnessPanel({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { fairness, setFairness, busy } = useGame();
  const errorText = useErrorText();
  const seedId = useId();
  const [seed, setSeed] = useState(fairness.clientSeed);
  const [saving, setSaving] = useState<'seed' | 'rotate' | null>(null);
  const [error, setError] = useState<GameApiError | null>(null);
  const [saved, setSaved] = useState(false);
  const [revealed, setRevealed] = useState<Rotation['revealed'] | null>(null);
  const problem = checkClientSeed(seed);
  const changed = seed !== fairness.clientSeed;

  const saveSeed = async () => {
    if (problem || !changed) return;
    setSaving('seed');
    setError(null);
    setSaved(false);
    try {
      setFairness(await api.setClientSeed(seed));
      setSaved(true);
    } catch (e) {
      setError(toGameError(e));
    } finally {
      setSaving(null);
    }
  };

  const rotate = async () => {
    setSaving('rotate');
    setError(null);
    try {
      const answer = await api.rotate();
      setRevealed(answer.revealed);
      setFairness(answer.next);
      setSeed(answer.next.clientSeed);
    } catch (e) {
      setError(toGameError(e));
    } finally {
      setSaving(null);
    }
  };

  const verifyLink =
    revealed &&
    `/verify?${new URLSearchParams({
      serverSeed: revealed.serverSeed,
      hash: revealed.serverSeedHash,
      clientSeed: revealed.clientSeed,
      nonce: '0',
      language: i18n.language,
      theme: themeOf(window.location.search),
    }).toString()}`;

  return (
    <Dialog title={t('fairness.title')} onClose={onClose}>
      <p className="panel-intro">{t('fairness.intro')}</p>
      <dl className="seed-list">
        <dt>{t('fairness.serverSeedHash')}</dt>
        <dd>
          <span className="mono" data-testid="server-seed-hash">
            {fairness.serverSeedHash}
          </span>
          <CopyButton text={fairness.serverSeedHash} label={t('fairness.copyHash')} />
        </dd>
        <dt>{t('fairness.nonce')}</dt>
        <dd className="mono">{fairness.nonce}</dd>
      </dl>
      <form
        className="seed-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void saveSeed();
        }}
      >
        <div className="field">
          <label htmlFor={seedId}>{t('fairness.clientSeed')}</label>
          <div className="seed-row">
            <input
              id={seedId}
              className="input mono"
              value={seed}
              maxLength={80}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={problem !== null}
              aria-describedby={`${seedId}-msg`}
              onChange={(e) => {
                setSeed(e.target.value);
                setSaved(false);
              }}
            />
            <button type="button" className="btn" onClick={() => setSeed(randomClientSeed())}>
              {t('fairness.randomSeed')}
            </button>
          </div>
          <p id={`${seedId}-msg`} className={problem ? 'field-error' : 'field-hint'}>
            {problem
              ? t(`fairness.seedProblem.${problem}`)
              : saved
                ? t('fairness.saved')
                : t('fairness.seedHint')}
          </p>
        </div>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={problem !== null || !changed || saving !== null || busy}
        >
          {saving === 'seed' ? t('common.saving') : t('fairness.saveSeed')}
        </button>
      </form>
      <section className="rotate-box" aria-labelledby={`${seedId}-rotate`}>
        <h3 id={`${seedId}-rotate`}>{t('fairness.rotateTitle')}</h3>
        <p className="field-hint">{t('fairness.rotateHint')}</p>
        <button
          type="button"
          className="btn"
          onClick={() => void rotate()}
          disabled={saving !== null || busy}
        >
          {saving === 'rotate' ? t('common.saving') : t('fairness.rotate')}
        </button>
      </section>
      {error && (
        <p className="field-error" role="alert">
          {errorText(error).message}
        </p>
      )}
      {revealed && (
        <section className="revealed-box" aria-live="polite">
          <h3>{t('fairness.revealedTitle')}</h3>
          <dl className="seed-list">
            <dt>{t('fairness.serverSeed')}</dt>
            <dd>
              <span className="mono" data-testid="revealed-seed">
                {revealed.serverSeed}
              </span>
              <CopyButton text={revealed.serverSeed} label={t('fairness.copySeed')} />
            </dd>
            <dt>{t('fairness.serverSeedHash')}</dt>
            <dd className="mono">{revealed.serverSeedHash}</dd>
            <dt>{t('fairness.clientSeed')}</dt>
            <dd className="mono">{revealed.clientSeed}</dd>
            <dt>{t('fairness.roundsPlayed')}</dt>
            <dd className="mono">{revealed.nonce}</dd>
          </dl>
          {verifyLink && (
            <a className="btn btn-small" href={verifyLink} target="_blank" rel="noopener">
              {t('history.verify')}
              <span className="visually-hidden">{t('common.newTab')}</span>
            </a>
          )}
        </section>
      )}
    </Dialog>
  );
}
