import { Fragment, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyOf } from '@croupier/money';
import { NO_ERRORS, toFormErrors, type FormErrors } from '@croupier/web-kit';
import type { RainSummary } from '@croupier/contracts';
import { useBrand, useMe } from '../api/queries.ts';
import { fieldErrorText } from '../i18n/errors.ts';
import { canEditPromotions, moneyIn } from '../promotions/rules.ts';
import { focusFirstInvalid } from '../ui/Field.tsx';
import { FormProblem, LoadError } from '../ui/LoadError.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { useToast } from '../ui/Toast.tsx';
import type { Errors } from '../vendors/rules.ts';
import { useCreateRain, useRain, useRains } from './api.ts';
import { TextInput } from './inputs.tsx';
import { newRain, rainBody, validateRain, type RainField, type RainValues } from './rules.ts';
import './envelopes.css';

const STATUS_BADGE = {
  live: 'badge badge-positive',
  scheduled: 'badge badge-info',
  ended: 'badge badge-quiet',
};

const RAIN_FORM_ID = 'rain-form';

function RainForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const { zone, offset } = useBrandTime();
  const currency = currencyOf(useBrand().data?.currency.code ?? 'THB');
  const create = useCreateRain();
  const [values, setValues] = useState<RainValues>(() => newRain(Date.now(), zone));
  const [errors, setErrors] = useState<Errors<RainField>>({});
  const [server, setServer] = useState<FormErrors>(NO_ERRORS);
  const errorOf = (field: RainField) => {
    const own = errors[field];
    if (own) return t(own.key, own.values ?? {});
    const code = server.fields[field === 'vipLevels' || field === 'tags' ? `audience.${field}` : field];
    return code ? fieldErrorText(t, code) : null;
  };
  const bind = (field: RainField) => ({
    id: `rain-${field}`,
    value: values[field],
    error: errorOf(field),
    onChange: (value: string) => {
      setValues((prev) => ({ ...prev, [field]: value }));
      setErrors((prev) => ({ ...prev, [field]: undefined }));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const found = validateRain(values, currency, zone);
    setErrors(found);
    setServer(NO_ERRORS);
    if (Object.keys(found).length > 0) return void focusFirstInvalid(RAIN_FORM_ID);
    create.mutate(rainBody(values, zone), {
      onSuccess: () => {
        toast(t('envelopes.rains.created'));
        setValues(newRain(Date.now(), zone));
      },
      onError: (error) => {
        setServer(toFormErrors(error));
        focusFirstInvalid(RAIN_FORM_ID);
      },
    });
  };
  return (
    <form
      id={RAIN_FORM_ID}
      className="card envelope-form"
      onSubmit={submit}
      noValidate
      aria-label={t('envelopes.rains.new')}
    >
      <h2>{t('envelopes.rains.new')}</h2>
      <FormProblem code={server.form} />
      <div className="envelope-grid">
        <TextInput label={t('envelopes.rains.title')} {...bind('title')} />
        <TextInput
          label={t('envelopes.rains.budget', { currency: currency.code })}
          inputMode="decimal"
          {...bind('budget')}
        />
        <TextInput label={t('envelopes.rains.count')} inputMode="numeric" {...bind('count')} />
        <TextInput label={t('envelopes.rains.minAmount')} inputMode="decimal" {...bind('minAmount')} />
        <TextInput
          label={t('envelopes.rains.startsAt', { zone: offset })}
          type="datetime-local"
          {...bind('startsAt')}
        />
        <TextInput
          label={t('envelopes.rains.endsAt', { zone: offset })}
          type="datetime-local"
          {...bind('endsAt')}
        />
        <TextInput
          label={t('envelopes.rains.vipLevels')}
          hint={t('envelopes.rains.listHint')}
          {...bind('vipLevels')}
        />
        <TextInput label={t('envelopes.rains.tags')} hint={t('envelopes.rains.listHint')} {...bind('tags')} />
        <TextInput label={t('envelopes.rains.wagering')} inputMode="numeric" {...bind('wageringMultiple')} />
      </div>
      <div className="section-actions">
        <SubmitButton pending={create.isPending} pendingLabel={t('common.saving')}>
          {t('envelopes.rains.create')}
        </SubmitButton>
      </div>
    </form>
  );
}

function RainResults({ rain }: { rain: RainSummary }) {
  const { t } = useTranslation();
  const detail = useRain(rain.id);
  const { time } = useBrandTime();
  const money = moneyIn(useBrand().data?.currency.code ?? 'THB');
  if (detail.isError) return <LoadError error={detail.error} retry={() => void detail.refetch()} />;
  if (!detail.data) return <p className="muted">{t('app.loading')}</p>;
  if (detail.data.grabs.length === 0) return <p className="muted">{t('envelopes.rains.noGrabs')}</p>;
  return (
    <table className="table">
      <caption>{t('envelopes.rains.resultsOf', { title: rain.title })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('envelopes.rains.grabbedAt')}</th>
          <th scope="col">{t('envelopes.rains.player')}</th>
          <th scope="col" className="money-cell">
            {t('envelopes.rains.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {detail.data.grabs.map((grab) => (
          <tr key={grab.envelopeId}>
            <td className="num nowrap">{time(grab.grabbedAt)}</td>
            <td>{grab.username}</td>
            <td className="num money-cell">{money(grab.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Who may grab: the operator's audience as set (everyone when none), or the sending agent's downlines. */
function Audience({ rain }: { rain: RainSummary }) {
  const { t } = useTranslation();
  if (rain.sender !== null) return <>{t('envelopes.rains.downlines')}</>;
  const { vipLevels, agents, tags } = rain.audience;
  const parts = [
    vipLevels?.length ? t('envelopes.rains.vipList', { levels: vipLevels.join(', ') }) : null,
    agents?.length ? t('envelopes.rains.agentList', { agents: agents.join(', ') }) : null,
    tags?.length ? t('envelopes.rains.tagList', { tags: tags.join(', ') }) : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return <>{t('envelopes.rains.everyone')}</>;
  return (
    <>
      {parts.map((part) => (
        <div key={part}>{part}</div>
      ))}
    </>
  );
}

/** `/red-envelopes`: make a rain (owners, admins) and see every rain, operators' and agents', with its grabs. */
export function RainsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const rains = useRains();
  const { time, offset } = useBrandTime();
  const money = moneyIn(useBrand().data?.currency.code ?? 'THB');
  const editable = canEditPromotions(me.data?.role);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('envelopes.rains.heading')}</h1>
      </div>
      {editable ? <RainForm /> : null}
      {rains.isError ? <LoadError error={rains.error} retry={() => void rains.refetch()} /> : null}
      {rains.data?.length === 0 ? <p className="muted">{t('envelopes.rains.empty')}</p> : null}
      {rains.data && rains.data.length > 0 ? (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">{t('envelopes.rains.heading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('envelopes.rains.title')}</th>
                <th scope="col">{t('envelopes.rains.sender')}</th>
                <th scope="col">{t('envelopes.rains.state')}</th>
                <th scope="col">{t('envelopes.rains.audience')}</th>
                <th scope="col">{t('envelopes.rains.window', { zone: offset })}</th>
                <th scope="col" className="money-cell">
                  {t('envelopes.rains.budgetShort')}
                </th>
                <th scope="col" className="money-cell">
                  {t('envelopes.rains.grabbed')}
                </th>
                <th scope="col" className="money-cell">
                  {t('envelopes.rains.returned')}
                </th>
                <th scope="col">{t('envelopes.rains.results')}</th>
              </tr>
            </thead>
            <tbody>
              {rains.data.map((rain) => (
                <Fragment key={rain.id}>
                  <tr>
                    <th scope="row">{rain.title}</th>
                    <td>{rain.sender ?? t('envelopes.rains.operator')}</td>
                    <td>
                      <span className={STATUS_BADGE[rain.status]}>
                        {t(`envelopes.rains.states.${rain.status}`)}
                      </span>
                    </td>
                    <td>
                      <Audience rain={rain} />
                    </td>
                    <td className="num nowrap">
                      {time(rain.startsAt).slice(0, 16)}
                      <div className="muted cell-sub">{time(rain.endsAt).slice(0, 16)}</div>
                    </td>
                    <td className="num money-cell">{money(rain.budget)}</td>
                    <td className="num money-cell">
                      {rain.grabbedCount}/{rain.count}
                      <div className="muted cell-sub">{money(rain.grabbedAmount)}</div>
                    </td>
                    <td className="num money-cell">
                      {rain.returnedAmount === null ? '—' : money(rain.returnedAmount)}
                    </td>
                    <td>
                      <button
                        type="button"
                        className="btn"
                        aria-expanded={open === rain.id}
                        aria-label={t('envelopes.rains.resultsOf', { title: rain.title })}
                        onClick={() => setOpen(open === rain.id ? null : rain.id)}
                      >
                        {t('envelopes.rains.results')}
                      </button>
                    </td>
                  </tr>
                  {open === rain.id ? (
                    <tr>
                      <td colSpan={9}>
                        <RainResults rain={rain} />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
