import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@croupier/format';
import { formatAmount } from '@croupier/money';
import { api, toGameError } from '../api/client.ts';
import type { Round } from '../api/types.ts';
import { RoundSummary } from '../games/summaries.tsx';
import { recalledBet } from '../lib/betStore.ts';
import { themeOf, timeZoneOf } from '../lib/launch.ts';
import { formatMultiplier, minorOf } from '../lib/money.ts';
import { asRecord } from '../lib/result.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Icon } from '../ui/icons.tsx';
import { crashVerifyHref, deriveBet, verifyHref } from '../verify/link.ts';
import { useErrorText } from './ErrorBanner.tsx';
import { useGame } from './GameContext.tsx';

const PAGE_SIZE = 20;
const zone = timeZoneOf(window.location.search, Intl.DateTimeFormat().resolvedOptions().timeZone);

/** This session's rounds of this game, newest first (GET /rounds, 20 a page), each with its fairness data. */
export function HistoryDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const errorText = useErrorText();
  const rounds = useQuery({
    queryKey: ['rounds', page],
    queryFn: ({ signal }) => api.rounds(page, signal),
    placeholderData: (previous) => previous,
  });
  const pages = Math.max(1, Math.ceil((rounds.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Dialog title={t('history.title')} onClose={onClose} variant="drawer">
      {rounds.isPending ? (
        <div className="panel-note" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('common.loading')}
        </div>
      ) : rounds.isError ? (
        <div className="panel-note" role="alert">
          <p>{errorText(toGameError(rounds.error)).message}</p>
          <button type="button" className="btn" onClick={() => void rounds.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : rounds.data.items.length === 0 ? (
        <p className="panel-note">{t('history.empty')}</p>
      ) : (
        <>
          <ol className="round-list" aria-busy={rounds.isFetching}>
            {rounds.data.items.map((round) => (
              <RoundItem key={round.id} round={round} />
            ))}
          </ol>
          {pages > 1 && (
            <nav className="pager" aria-label={t('history.pages')}>
              <button
                type="button"
                className="btn btn-small"
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
              >
                {t('history.newer')}
              </button>
              <span className="tabular">{t('history.page', { page, pages })}</span>
              <button
                type="button"
                className="btn btn-small"
                disabled={page >= pages}
                onClick={() => setPage((p) => p + 1)}
              >
                {t('history.older')}
              </button>
            </nav>
          )}
        </>
      )}
    </Dialog>
  );
}

function RoundItem({ round }: { round: Round }) {
  const { t, i18n } = useTranslation();
  const { game, currency } = useGame();
  const recalled = recalledBet(round.id) ?? deriveBet(round, game, currency);
  const theme = themeOf(window.location.search);
  // A crash bet's randomness is its shared round's (API.md): checked by that round's id, not by the player's seeds.
  const crashRoundId = round.engine === 'crash' ? String(asRecord(round.fairness).crashRoundId ?? '') : null;
  const href =
    crashRoundId !== null
      ? crashVerifyHref(crashRoundId, i18n.language, theme)
      : verifyHref({
          round,
          game,
          bet: recalled.bet,
          actions: recalled.actions,
          language: i18n.language,
          theme,
        });
  const won = minorOf(round.payout, currency) > minorOf(round.stake, currency);
  return (
    <li className="round-item">
      <div className="round-top">
        <time dateTime={round.createdAt} className="tabular">
          {formatDateTime(round.createdAt, zone)}
        </time>
        <span className={`status status-${round.status}`}>{t(`history.status.${round.status}`)}</span>
      </div>
      <dl className="round-money">
        <div>
          <dt>{t('history.stake')}</dt>
          <dd className="money">{formatAmount(round.stake, currency)}</dd>
        </div>
        <div>
          <dt>{t('history.payout')}</dt>
          <dd className={`money${won ? ' is-win' : ''}`}>{formatAmount(round.payout, currency)}</dd>
        </div>
        <div>
          <dt>{t('history.multiplier')}</dt>
          <dd className="money">{formatMultiplier(round.multiplier)}</dd>
        </div>
      </dl>
      <RoundSummary engine={round.engine} result={round.result} game={game} />
      {crashRoundId === null && (
        <details className="round-fairness">
          <summary>{t('history.fairness')}</summary>
          <dl>
            <dt>{t('fairness.serverSeedHash')}</dt>
            <dd className="mono">{round.fairness.serverSeedHash}</dd>
            <dt>{t('fairness.clientSeed')}</dt>
            <dd className="mono">{round.fairness.clientSeed}</dd>
            <dt>{t('fairness.nonce')}</dt>
            <dd className="mono">{round.fairness.nonce}</dd>
            <dt>{t('fairness.serverSeed')}</dt>
            <dd className="mono">{round.fairness.serverSeed ?? t('history.seedHidden')}</dd>
          </dl>
        </details>
      )}
      <a className="btn btn-small round-verify" href={href} target="_blank" rel="noopener">
        <Icon name="external" />
        {t('history.verify')}
        <span className="visually-hidden">{t('common.newTab')}</span>
      </a>
    </li>
  );
}
