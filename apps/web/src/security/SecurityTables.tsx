import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type SecuritySession, type SignIn } from '@croupier/contracts';
import { deviceSummary, methodKey } from './logic.ts';
import { When } from '../ui/When.tsx';

/** "Chrome on Android" in the current language; the part that cannot be told is left out. */
export function useDeviceLabel(): (userAgent: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (userAgent: string) => {
      const { browser, os } = deviceSummary(userAgent);
      if (browser && os) return t('security.device.on', { browser, os });
      return browser ?? os ?? t('security.device.unknown');
    },
    [t],
  );
}

function Device({ userAgent, label }: { userAgent: string; label: string }) {
  // The full user agent stays available on hover for players who want the detail.
  return <span title={userAgent}>{label}</span>;
}

export function SessionsTable(props: {
  sessions: readonly SecuritySession[];
  format: (iso: string) => string;
  ending: string | null;
  onEnd: (session: SecuritySession) => void;
}) {
  const { t } = useTranslation();
  const label = useDeviceLabel();
  const others = props.sessions.some((s) => !s.current);
  return (
    <div className="sec-table-wrap" role="region" aria-label={t('security.sessions.caption')} tabIndex={0}>
      <table className="sec-table">
        <caption className="visually-hidden">{t('security.sessions.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('security.sessions.device')}</th>
            <th scope="col">{t('security.sessions.ip')}</th>
            <th scope="col">{t('security.sessions.country')}</th>
            <th scope="col">{t('security.sessions.started')}</th>
            <th scope="col">{t('security.sessions.lastSeen')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('security.sessions.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.sessions.map((session) => {
            const device = label(session.userAgent);
            return (
              <tr key={session.id}>
                <th scope="row">
                  <Device userAgent={session.userAgent} label={device} />
                  {session.current && <span className="sec-this">{t('security.sessions.thisDevice')}</span>}
                </th>
                <td className="tabular">{session.ip}</td>
                <td>{session.country ?? t('security.unknownCountry')}</td>
                <td className="tabular">
                  <When iso={session.createdAt} format={props.format} />
                </td>
                <td className="tabular">
                  <When iso={session.lastSeenAt} format={props.format} />
                </td>
                <td className="sec-actions">
                  {!session.current && (
                    <button
                      type="button"
                      className="btn btn-ghost sec-end"
                      onClick={() => props.onEnd(session)}
                      disabled={props.ending !== null}
                      aria-busy={props.ending === session.id}
                      title={t('security.sessions.endOn', { device })}
                    >
                      {props.ending === session.id && <span className="btn-spinner" aria-hidden="true" />}
                      {t('security.sessions.end')}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {!others && <p className="form-lead sec-empty">{t('security.sessions.none')}</p>}
    </div>
  );
}

export function SignInTable(props: { history: readonly SignIn[]; format: (iso: string) => string }) {
  const { t } = useTranslation();
  const label = useDeviceLabel();
  if (props.history.length === 0) return <p className="form-lead">{t('security.history.none')}</p>;
  return (
    <div className="sec-table-wrap" role="region" aria-label={t('security.history.caption')} tabIndex={0}>
      <table className="sec-table">
        <caption className="visually-hidden">{t('security.history.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('security.history.time')}</th>
            <th scope="col">{t('security.sessions.ip')}</th>
            <th scope="col">{t('security.sessions.country')}</th>
            <th scope="col">{t('security.history.device')}</th>
            <th scope="col">{t('security.history.method')}</th>
            <th scope="col">{t('security.history.result')}</th>
          </tr>
        </thead>
        <tbody>
          {props.history.map((row, index) => (
            <tr key={`${row.at}-${index}`}>
              <td className="tabular">
                <When iso={row.at} format={props.format} />
              </td>
              <td className="tabular">{row.ip}</td>
              <td>{row.country ?? t('security.unknownCountry')}</td>
              <td>
                <Device userAgent={row.userAgent} label={label(row.userAgent)} />
              </td>
              <td>{t(methodKey(row.method))}</td>
              <td>
                <span className={row.success ? 'sec-ok' : 'sec-fail'}>
                  {t(row.success ? 'security.history.success' : 'security.history.failed')}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
