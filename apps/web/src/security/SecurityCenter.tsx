import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@croupier/format';
import { type SecurityOverview, type SecuritySession } from '@croupier/contracts';
import { usePopups } from '../popups/popupContext.ts';
import { useSite } from '../site/queries.ts';
import { ConfirmDialog } from '../ui/Modal.tsx';
import { errorKey } from '../api/http.ts';
import { SECURITY_KEY, securityApi } from './api.ts';
import { bindingTexts, paymentPasswordTexts } from './logic.ts';
import {
  EmailModal,
  MobileModal,
  PaymentPasswordModal,
  TotpOffModal,
  TotpSetupModal,
} from './SecurityForms.tsx';
import { SessionsTable, SignInTable, useDeviceLabel } from './SecurityTables.tsx';
import './security.css';

type Dialog = 'payment' | 'mobile' | 'email' | 'totpOn' | 'totpOff' | { end: SecuritySession };

function Card(props: {
  id: string;
  heading: string;
  status?: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="sec-card" aria-labelledby={props.id}>
      <div className="sec-card-head">
        <h2 id={props.id}>{props.heading}</h2>
        {props.status}
      </div>
      <div className="sec-card-body">
        <div className="sec-card-text">{props.children}</div>
        {props.action}
      </div>
    </section>
  );
}

function Status({ ok, children }: { ok: boolean; children: ReactNode }) {
  return <span className={`sec-status ${ok ? 'sec-status-ok' : 'sec-status-off'}`}>{children}</span>;
}

/** The member centre's `securityCenter` page: one card per setting, then sessions and sign-in history. */
export function SecurityCenter() {
  const { t } = useTranslation();
  const site = useSite();
  const popups = usePopups();
  const queryClient = useQueryClient();
  const deviceLabel = useDeviceLabel();
  const query = useQuery({ queryKey: SECURITY_KEY, queryFn: ({ signal }) => securityApi.overview(signal) });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [ending, setEnding] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: SECURITY_KEY });
  const done = (key: string) => {
    setDialog(null);
    setNotice({ text: t(key), error: false });
    void refresh();
  };

  const endSession = async (session: SecuritySession) => {
    setDialog(null);
    if (ending) return;
    setEnding(session.id);
    try {
      await securityApi.endSession(session.id);
      setNotice({ text: t('security.sessions.done'), error: false });
    } catch (error) {
      setNotice({ text: t(errorKey(error)), error: true });
    } finally {
      setEnding(null);
      void refresh();
    }
  };

  const data: SecurityOverview | undefined = query.data;
  const timeZone = site.brand.timezone;
  const format = (iso: string) => formatDateTime(iso, timeZone);

  return (
    <div className="sec-page">
      <div className="sec-intro">
        <h2 className="sec-title">{t('security.title')}</h2>
        <p className="form-lead">{t('security.lead')}</p>
      </div>
      <p className={`sec-notice${notice?.error ? ' sec-notice-error' : ''}`} role="status">
        {notice?.text ?? ''}
      </p>
      {query.isPending && (
        <p className="form-wait" role="status">
          {t('common.loading')}
        </p>
      )}
      {query.isError && !data && (
        <div className="sec-card" role="alert">
          <p>{t('security.loadFailed')}</p>
          <button type="button" className="btn" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {data && (
        <>
          <div className="sec-grid">
            <Card
              id="sec-login"
              heading={t('security.login.heading')}
              action={
                <button type="button" className="btn" onClick={() => popups.openChangePassword(false)}>
                  {t('security.login.change')}
                </button>
              }
            >
              <p>{t('security.login.body')}</p>
            </Card>
            <Card
              id="sec-payment"
              heading={t('security.payment.heading')}
              status={
                <Status ok={data.paymentPasswordSet}>
                  {t(paymentPasswordTexts(data.paymentPasswordSet).status)}
                </Status>
              }
              action={
                <button type="button" className="btn" onClick={() => setDialog('payment')}>
                  {t(paymentPasswordTexts(data.paymentPasswordSet).action)}
                </button>
              }
            >
              <p>{t('security.payment.body')}</p>
            </Card>
            <Card
              id="sec-mobile"
              heading={t('security.mobile.heading')}
              status={
                <Status ok={Boolean(data.mobile)}>{t(bindingTexts('mobile', data.mobile).status)}</Status>
              }
              action={
                <button type="button" className="btn" onClick={() => setDialog('mobile')}>
                  {t(bindingTexts('mobile', data.mobile).action)}
                </button>
              }
            >
              <p className={data.mobile ? 'sec-value tabular' : ''}>
                {data.mobile ?? t('security.mobile.none')}
              </p>
            </Card>
            <Card
              id="sec-email"
              heading={t('security.email.heading')}
              status={<Status ok={Boolean(data.email)}>{t(bindingTexts('email', data.email).status)}</Status>}
              action={
                <button type="button" className="btn" onClick={() => setDialog('email')}>
                  {t(bindingTexts('email', data.email).action)}
                </button>
              }
            >
              <p className={data.email ? 'sec-value' : ''}>{data.email ?? t('security.email.none')}</p>
            </Card>
            <Card
              id="sec-totp"
              heading={t('security.totp.heading')}
              status={
                <Status ok={data.totpEnabled}>
                  {t(data.totpEnabled ? 'security.status.on' : 'security.status.off')}
                </Status>
              }
              action={
                <button
                  type="button"
                  className="btn"
                  onClick={() => setDialog(data.totpEnabled ? 'totpOff' : 'totpOn')}
                >
                  {t(data.totpEnabled ? 'security.totp.turnOff' : 'security.totp.setUp')}
                </button>
              }
            >
              <p>{t(data.totpEnabled ? 'security.totp.bodyOn' : 'security.totp.bodyOff')}</p>
            </Card>
          </div>
          <section className="sec-card sec-wide" aria-labelledby="sec-sessions">
            <h2 id="sec-sessions">{t('security.sessions.heading')}</h2>
            <SessionsTable
              sessions={data.sessions}
              format={format}
              ending={ending}
              onEnd={(session) => setDialog({ end: session })}
            />
          </section>
          <section className="sec-card sec-wide" aria-labelledby="sec-history">
            <h2 id="sec-history">{t('security.history.heading')}</h2>
            <SignInTable history={data.loginHistory} format={format} />
          </section>
        </>
      )}
      {dialog === 'payment' && data && (
        <PaymentPasswordModal isSet={data.paymentPasswordSet} onClose={() => setDialog(null)} onDone={done} />
      )}
      {dialog === 'mobile' && data && (
        <MobileModal
          title={t(bindingTexts('mobile', data.mobile).action)}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      )}
      {dialog === 'email' && data && (
        <EmailModal
          title={t(bindingTexts('email', data.email).action)}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      )}
      {dialog === 'totpOn' && <TotpSetupModal onClose={() => setDialog(null)} onDone={done} />}
      {dialog === 'totpOff' && <TotpOffModal onClose={() => setDialog(null)} onDone={done} />}
      {typeof dialog === 'object' && dialog !== null && (
        <ConfirmDialog
          title={t('security.sessions.confirmTitle')}
          message={t('security.sessions.confirmBody', { device: deviceLabel(dialog.end.userAgent) })}
          confirmLabel={t('security.sessions.end')}
          onConfirm={() => void endSession(dialog.end)}
          onCancel={() => setDialog(null)}
        />
      )}
    </div>
  );
}
