import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, toGameError } from '../../api/client.ts';
import { themeOf } from '../../lib/launch.ts';
import { formatMultiplier } from '../../lib/money.ts';
import { useErrorText } from '../../shell/ErrorBanner.tsx';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Icon } from '../../ui/icons.tsx';
import { crashVerifyHref } from '../../verify/link.ts';
import { bustClass, pointOf } from './logic.ts';

/**
 * Crash's fairness view: rounds are shared and come from a published hash chain rather than the player's seeds, so
 * it shows the chain's terminal hash and the last busts with their revealed hashes (each can be checked in the
 * verifier). The player's own crash bets are in the round history like every game's.
 */
export function CrashHistoryDrawer({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const state = useQuery({ queryKey: ['crash-history'], queryFn: () => api.crash(), staleTime: 0 });
  const theme = themeOf(window.location.search);

  return (
    <Dialog title={t('fairness.title')} onClose={onClose} variant="drawer">
      <p className="panel-intro">{t('crash.fairIntro')}</p>
      {state.isPending ? (
        <div className="panel-note" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('common.loading')}
        </div>
      ) : state.isError ? (
        <div className="panel-note" role="alert">
          <p>{errorText(toGameError(state.error)).message}</p>
          <button type="button" className="btn" onClick={() => void state.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <>
          <dl className="seed-list">
            <dt>{t('crash.terminalHash')}</dt>
            <dd>
              <span className="mono">{state.data.terminalHash}</span>
              <CopyButton text={state.data.terminalHash} label={t('crash.copyTerminal')} />
            </dd>
          </dl>
          <ol className="round-list crash-rounds">
            {state.data.history.map((round) => {
              const point = pointOf(round);
              return (
                <li key={round.id} className="round-item">
                  <div className="round-top">
                    <span>{t('crash.roundNo', { id: round.id })}</span>
                    {point !== null && (
                      <strong className={`bust-${bustClass(point)}`}>{formatMultiplier(point)}</strong>
                    )}
                  </div>
                  {round.hash && (
                    <>
                      <span className="mono">{round.hash}</span>
                      <a
                        className="btn btn-small round-verify"
                        href={crashVerifyHref(round.hash, i18n.language, theme)}
                        target="_blank"
                        rel="noopener"
                      >
                        <Icon name="external" />
                        {t('history.verify')}
                        <span className="visually-hidden">{t('common.newTab')}</span>
                      </a>
                    </>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </Dialog>
  );
}
