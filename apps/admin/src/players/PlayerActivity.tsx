import { useTranslation } from 'react-i18next';
import type { PlayerDetail, PlayerSession } from '@croupier/contracts';
import { toFormErrors } from '@croupier/web-kit';
import { useEndSession } from './api.ts';
import { errorText } from '../i18n/errors.ts';
import { useBrandTime } from '../ui/time.tsx';
import { useToast } from '../ui/Toast.tsx';
import { deviceLabel } from './labels.ts';

/** Browser and system in one short line; the full user agent is the tooltip. */
function Device({ userAgent }: { userAgent: string }) {
  const { t } = useTranslation();
  return (
    <span title={userAgent} className="nowrap">
      {deviceLabel(userAgent) ?? <span className="muted">{t('players.unknownDevice')}</span>}
    </span>
  );
}

function EndSessionButton({ player, session }: { player: PlayerDetail; session: PlayerSession }) {
  const { time } = useBrandTime();
  const { t } = useTranslation();
  const toast = useToast();
  const end = useEndSession(player.id);
  const started = time(session.createdAt);
  return (
    <button
      type="button"
      className="btn"
      // "End session" alone repeats on every row; the name says which one.
      aria-label={t('players.endSessionFor', { ip: session.ip, time: started })}
      aria-busy={end.isPending}
      disabled={end.isPending}
      onClick={() =>
        end.mutate(session.id, {
          onSuccess: () => toast(t('players.sessionEnded', { ip: session.ip })),
          onError: (err) => toast(errorText(t, toFormErrors(err).form ?? 'UNKNOWN'), 'error'),
        })
      }
    >
      {end.isPending ? <span className="spinner" aria-hidden="true" /> : null}
      {t(end.isPending ? 'players.endingSession' : 'players.endSession')}
    </button>
  );
}

export function SessionsTable({ player, canAct }: { player: PlayerDetail; canAct: boolean }) {
  const { time, offset } = useBrandTime();
  const { t } = useTranslation();
  const columns = canAct ? 6 : 5;
  return (
    <section className="player-section" aria-labelledby="player-sessions">
      <h2 id="player-sessions">{t('players.sessions')}</h2>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('players.sessionStarted', { zone: offset })}</th>
              <th scope="col">{t('players.lastSeen', { zone: offset })}</th>
              <th scope="col">{t('players.ip')}</th>
              <th scope="col">{t('players.country')}</th>
              <th scope="col">{t('players.device')}</th>
              {canAct ? <th scope="col">{t('common.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {player.sessions.length === 0 ? (
              <tr>
                <td colSpan={columns} className="muted">
                  {t('players.noSessions')}
                </td>
              </tr>
            ) : null}
            {player.sessions.map((session) => (
              <tr key={session.id}>
                <td className="mono nowrap">{time(session.createdAt)}</td>
                <td className="mono nowrap">{time(session.lastSeenAt)}</td>
                <td className="mono nowrap">{session.ip}</td>
                <td>{session.country ?? <span className="muted">—</span>}</td>
                <td>
                  <Device userAgent={session.userAgent} />
                </td>
                {canAct ? (
                  <td>
                    <EndSessionButton player={player} session={session} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function LoginHistoryTable({ player }: { player: PlayerDetail }) {
  const { time, offset } = useBrandTime();
  const { t } = useTranslation();
  return (
    <section className="player-section" aria-labelledby="player-logins">
      <div className="page-header">
        <h2 id="player-logins">{t('players.loginHistory')}</h2>
        <span className="muted">{t('players.loginHistoryNote')}</span>
      </div>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('players.time', { zone: offset })}</th>
              <th scope="col">{t('players.ip')}</th>
              <th scope="col">{t('players.country')}</th>
              <th scope="col">{t('players.device')}</th>
              <th scope="col">{t('players.method')}</th>
              <th scope="col">{t('players.result')}</th>
            </tr>
          </thead>
          <tbody>
            {player.loginHistory.length === 0 ? (
              <tr>
                <td colSpan={6} className="muted">
                  {t('players.noLogins')}
                </td>
              </tr>
            ) : null}
            {player.loginHistory.map((attempt, index) => (
              // Attempts carry no id; the list is newest first and replaced whole, so the index is stable.
              <tr key={`${attempt.at}-${index}`}>
                <td className="mono nowrap">{time(attempt.at)}</td>
                <td className="mono nowrap">{attempt.ip}</td>
                <td>{attempt.country ?? <span className="muted">—</span>}</td>
                <td>
                  <Device userAgent={attempt.userAgent} />
                </td>
                <td className="nowrap">{t(`players.methods.${attempt.method}`)}</td>
                <td>
                  <span className={attempt.success ? 'status status-on' : 'status status-off'}>
                    {t(attempt.success ? 'players.succeeded' : 'players.failed')}
                  </span>
                  {/* Reasons are error codes; one the console does not know yet still shows, marked as such. */}
                  {attempt.reason ? (
                    <span className="muted">
                      {' '}
                      ·{' '}
                      {t(`errors.${attempt.reason}`, {
                        defaultValue: t('players.otherReason', { code: attempt.reason }),
                      })}
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
