import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@croupier/money';
import { errorKey } from '../api/http.ts';
import { useSite } from '../site/queries.ts';
import { LoadFailed } from '../wallet/parts.tsx';
import { useSignIn, useSignInCalendar } from './api.ts';
import { monthGrid, shiftMonth } from './logic.ts';

/** The sign-in calendar: a month grid with the checked days, the streak, the day rewards and today's button. */
export function SignInCalendarPanel() {
  const { t, i18n } = useTranslation();
  const currency = useSite().brand.currency;
  const [month, setMonth] = useState('');
  const calendar = useSignInCalendar(month);
  const signIn = useSignIn();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const data = calendar.data;
  const money = (amount: string) => formatAmount(amount, currency);

  const submit = () => {
    setNotice(null);
    signIn.mutate(undefined, {
      onSuccess: ({ streak, reward }) =>
        setNotice({ ok: true, text: t('missions.signIn.done', { streak, amount: money(reward) }) }),
      onError: (error) => setNotice({ ok: false, text: t(errorKey(error)) }),
    });
  };

  if (calendar.isPending)
    return (
      <p className="wallet-muted" role="status">
        {t('common.loading')}
      </p>
    );
  if (!data)
    return <LoadFailed message={t('missions.signIn.loadFailed')} retry={() => void calendar.refetch()} />;
  const signed = new Set(data.signedDays);
  const monthName = new Intl.DateTimeFormat(
    i18n.language === 'CN' ? 'zh-CN' : i18n.language === 'TH' ? 'th-TH' : 'en-GB',
    {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    },
  ).format(new Date(`${data.month}-01T00:00:00Z`));
  const weekdays = t('missions.signIn.weekdays').split(',');

  return (
    <section className="wallet-panel sign-in" aria-labelledby="sign-in-title">
      <div className="wallet-panel-head">
        <h3 id="sign-in-title">{t('missions.signIn.title')}</h3>
        <p className="sign-in-streak tabular">{t('missions.signIn.streak', { days: data.streak })}</p>
      </div>
      {!data.enabled ? (
        <p className="wallet-muted">{t('missions.signIn.off')}</p>
      ) : (
        <div className="sign-in-today">
          <p>
            {data.signedToday
              ? t('missions.signIn.signedToday', { amount: money(data.todayReward) })
              : t('missions.signIn.todayReward', { amount: money(data.todayReward) })}
          </p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={data.signedToday || signIn.isPending}
            onClick={submit}
          >
            {signIn.isPending
              ? t('missions.signIn.signing')
              : data.signedToday
                ? t('missions.signIn.signed')
                : t('missions.signIn.button')}
          </button>
        </div>
      )}
      {notice && (
        <p
          className={notice.ok ? 'reward-message' : 'reward-message field-error'}
          role={notice.ok ? 'status' : 'alert'}
        >
          {notice.text}
        </p>
      )}
      <div className="sign-in-month">
        <button
          type="button"
          className="btn"
          aria-label={t('missions.signIn.previousMonth')}
          onClick={() => setMonth(shiftMonth(data.month, -1))}
        >
          ‹
        </button>
        <p className="sign-in-month-name" aria-live="polite">
          {monthName}
        </p>
        <button
          type="button"
          className="btn"
          aria-label={t('missions.signIn.nextMonth')}
          disabled={data.month >= data.today.slice(0, 7)}
          onClick={() => setMonth(shiftMonth(data.month, 1))}
        >
          ›
        </button>
      </div>
      <table className="sign-in-grid">
        <caption className="visually-hidden">{t('missions.signIn.calendar', { month: monthName })}</caption>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day} scope="col">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(data.month).map((week, index) => (
            <tr key={index}>
              {week.map((date, column) =>
                date === null ? (
                  <td key={column} />
                ) : (
                  <td
                    key={date}
                    className={[signed.has(date) ? 'signed' : '', date === data.today ? 'today' : ''].join(
                      ' ',
                    )}
                    aria-current={date === data.today ? 'date' : undefined}
                  >
                    <span aria-hidden="true">{Number(date.slice(8))}</span>
                    <span className="visually-hidden">
                      {t(signed.has(date) ? 'missions.signIn.daySigned' : 'missions.signIn.dayOpen', {
                        day: Number(date.slice(8)),
                      })}
                    </span>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {data.enabled && (
        <ol className="sign-in-rewards" aria-label={t('missions.signIn.rewards')}>
          {data.rewards.map((reward, index) => (
            <li
              key={index}
              className={index === data.streak % data.rewards.length && !data.signedToday ? 'next' : ''}
            >
              <span className="wallet-muted">{t('missions.signIn.day', { day: index + 1 })}</span>
              <span className="tabular">{money(reward)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
