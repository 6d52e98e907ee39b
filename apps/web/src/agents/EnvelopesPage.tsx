import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@croupier/format';
import { formatAmount } from '@croupier/money';
import { Field, FormError, SubmitButton } from '../accounts/fields.tsx';
import { focusFirstError, useForm } from '../accounts/hooks.ts';
import { problemToForm } from '../accounts/problem.ts';
import { ENVELOPE_KEYS, sendAgentEnvelope, useAgentEnvelopes } from '../envelopes/api.ts';
import { validateAgentEnvelope } from '../envelopes/logic.ts';
import { refreshAccount } from '../session/refreshAccount.ts';
import { useSite } from '../site/queries.ts';
import { Empty, QueryStatus } from './parts.tsx';

const FIELDS = ['title', 'budget', 'count', 'minutes', 'paymentPassword'];

function SendForm() {
  const { t } = useTranslation();
  const site = useSite();
  const queryClient = useQueryClient();
  const ref = useRef<HTMLFormElement>(null);
  const form = useForm({ title: '', budget: '', count: '10', minutes: '60', paymentPassword: '' });
  const [sent, setSent] = useState(false);
  // One key per envelope being sent: a retry after a lost answer sends nothing twice.
  const key = useRef(crypto.randomUUID());

  const submit = () =>
    form.run(async () => {
      setSent(false);
      const errors = validateAgentEnvelope(form.values, site.brand.currency);
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) return focusFirstError(ref.current);
      try {
        await sendAgentEnvelope(
          {
            title: form.values.title.trim(),
            budget: form.values.budget.trim(),
            count: Number(form.values.count),
            minutes: Number(form.values.minutes),
            paymentPassword: form.values.paymentPassword,
          },
          key.current,
        );
        key.current = crypto.randomUUID();
        setSent(true);
        form.setValues((prev) => ({ ...prev, title: '', budget: '', paymentPassword: '' }));
        refreshAccount(queryClient);
        void queryClient.invalidateQueries({ queryKey: ENVELOPE_KEYS.agentEnvelopes });
      } catch (error) {
        const problem = problemToForm(error, { visible: FIELDS });
        form.setErrors(problem.fields);
        form.setFormError(problem.form);
        focusFirstError(ref.current);
      }
    });

  return (
    <form
      ref={ref}
      className="wallet-panel agent-form"
      noValidate
      aria-labelledby="send-envelope-title"
      onSubmit={(e) => (e.preventDefault(), void submit())}
    >
      <h3 id="send-envelope-title">{t('envelopes.agent.formTitle')}</h3>
      <Field label={t('envelopes.agent.envelopeTitle')} maxLength={60} {...form.bind('title')} />
      <Field
        label={t('envelopes.agent.budget')}
        inputMode="decimal"
        amountOf={site.brand.currency}
        {...form.bind('budget')}
      />
      <Field label={t('envelopes.agent.count')} inputMode="numeric" maxLength={3} {...form.bind('count')} />
      <Field
        label={t('envelopes.agent.minutes')}
        inputMode="numeric"
        maxLength={4}
        {...form.bind('minutes')}
      />
      <Field
        label={t('envelopes.agent.paymentPassword')}
        type="password"
        autoComplete="off"
        maxLength={64}
        {...form.bind('paymentPassword')}
      />
      <FormError error={form.formError} />
      <p className="transfer-sent" role="status">
        {sent && t('envelopes.agent.sent')}
      </p>
      <SubmitButton busy={form.busy}>{t('envelopes.agent.submit')}</SubmitButton>
    </form>
  );
}

function SentList() {
  const { t } = useTranslation();
  const site = useSite();
  const envelopes = useAgentEnvelopes();
  const money = (amount: string) => formatAmount(amount, site.brand.currency);
  return (
    <section aria-labelledby="agent-envelopes-title">
      <h3 id="agent-envelopes-title">{t('envelopes.agent.listTitle')}</h3>
      <QueryStatus query={envelopes} failed={t('envelopes.agent.listTitle')} />
      {envelopes.data?.length === 0 && <Empty>{t('envelopes.agent.empty')}</Empty>}
      {!!envelopes.data?.length && (
        <div className="record-table-wrap">
          <table className="record-table">
            <thead>
              <tr>
                <th scope="col">{t('envelopes.agent.created')}</th>
                <th scope="col">{t('envelopes.agent.envelopeTitle')}</th>
                <th scope="col">{t('envelopes.agent.status')}</th>
                <th scope="col" className="num">
                  {t('envelopes.agent.budget')}
                </th>
                <th scope="col" className="num">
                  {t('envelopes.agent.grabbed')}
                </th>
                <th scope="col" className="num">
                  {t('envelopes.agent.returned')}
                </th>
              </tr>
            </thead>
            <tbody>
              {envelopes.data.map((rain) => (
                <tr key={rain.id}>
                  <td>{formatDateTime(rain.createdAt, site.brand.timezone).slice(0, 16)}</td>
                  <td>{rain.title}</td>
                  <td>{t(`envelopes.agent.statuses.${rain.status}`)}</td>
                  <td className="num tabular">{money(rain.budget)}</td>
                  <td className="num tabular">
                    {rain.grabbedCount}/{rain.count} · {money(rain.grabbedAmount)}
                  </td>
                  <td className="num tabular">
                    {rain.returnedAmount === null ? '—' : money(rain.returnedAmount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** `agentRedEnvelopes`: send a red envelope to the downlines from the agent's cash, and the ones sent. */
export function EnvelopesPage() {
  const { t } = useTranslation();
  return (
    <div className="wallet-page">
      <div>
        <h2 className="wallet-title">{t('envelopes.agent.title')}</h2>
        <p className="wallet-lead">{t('envelopes.agent.lead')}</p>
      </div>
      <SendForm />
      <SentList />
    </div>
  );
}
