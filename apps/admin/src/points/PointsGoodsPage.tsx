import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PointGoodsAdmin, PointRates } from '@croupier/contracts';
import { POINT_RATE_KINDS } from '@croupier/contracts/constants';
import { formatAmount } from '@croupier/money';
import { NO_ERRORS, toFormErrors, type FormErrors } from '@croupier/web-kit';
import { useBrand, useMe } from '../api/queries.ts';
import { fieldErrorText } from '../i18n/errors.ts';
import { focusFirstInvalid } from '../ui/Field.tsx';
import { LoadError } from '../ui/LoadError.tsx';
import { SettingInput, SettingsFields } from '../ui/SettingsForm.tsx';
import { useToast } from '../ui/Toast.tsx';
import { usePointGoods, usePointRates, useSavePointRates } from './api.ts';
import { GoodsDialog } from './GoodsDialog.tsx';
import { canEditPoints, checkRates } from './rules.ts';

const RATES_ID = 'points-rates';

function RatesForm(props: { rates: PointRates; readOnly: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSavePointRates();
  const [draft, setDraft] = useState(props.rates);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  // A refused rate says the rule (the hint, which the error then replaces) rather than a bare "Not valid.".
  const rateError = (code: string | undefined) =>
    !code ? null : code === 'INVALID' ? t('pointsMall.rates.hint') : fieldErrorText(t, code);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.readOnly || save.isPending) return;
    const fields = checkRates(draft);
    setErrors({ fields, form: null });
    if (Object.keys(fields).length > 0) return void focusFirstInvalid(RATES_ID);
    save.mutate(
      Object.fromEntries(POINT_RATE_KINDS.map((kind) => [kind, draft[kind].trim()])) as PointRates,
      {
        onSuccess: () => toast(t('pointsMall.rates.saved')),
        onError: (error) => {
          setErrors(toFormErrors(error));
          focusFirstInvalid(RATES_ID);
        },
      },
    );
  };
  return (
    <form
      id={RATES_ID}
      className="card"
      onSubmit={submit}
      noValidate
      aria-label={t('pointsMall.rates.heading')}
    >
      <h2>{t('pointsMall.rates.heading')}</h2>
      <p className="muted">{t('pointsMall.rates.lead')}</p>
      <SettingsFields
        readOnly={props.readOnly}
        formError={errors.form}
        pending={save.isPending}
        saveLabel={t('pointsMall.rates.save')}
      >
        {POINT_RATE_KINDS.map((kind) => (
          <SettingInput
            key={kind}
            id={`points-rate-${kind}`}
            label={t(`pointsMall.kinds.${kind}`)}
            hint={t('pointsMall.rates.hint')}
            error={rateError(errors.fields[kind])}
            value={draft[kind]}
            inputMode="decimal"
            onChange={(value) => {
              setDraft((previous) => ({ ...previous, [kind]: value }));
              setErrors((previous) => ({ ...previous, fields: { ...previous.fields, [kind]: '' } }));
            }}
          />
        ))}
      </SettingsFields>
    </form>
  );
}

/** The brand's points rates and its goods with their stock; owners and admins change them, others read. */
export function PointsGoodsPage() {
  const { t } = useTranslation();
  const rates = usePointRates();
  const goods = usePointGoods();
  const brand = useBrand();
  const readOnly = !canEditPoints(useMe().data?.role);
  const [editing, setEditing] = useState<PointGoodsAdmin | 'new' | null>(null);
  const currency = brand.data?.currency;
  return (
    <div className="page">
      <p>
        <Link to="/points">{t('pointsMall.exchanges.nav')}</Link>
      </p>
      <div className="page-header">
        <h1>{t('pointsMall.goods.heading')}</h1>
        {!readOnly ? (
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            {t('pointsMall.goods.add')}
          </button>
        ) : null}
      </div>
      <p className="muted page-lead">{t('pointsMall.goods.lead')}</p>
      {readOnly ? <p className="banner">{t('pointsMall.readOnly')}</p> : null}
      {rates.isError ? <LoadError error={rates.error} retry={() => void rates.refetch()} /> : null}
      {rates.data ? (
        <RatesForm key={JSON.stringify(rates.data)} rates={rates.data} readOnly={readOnly} />
      ) : null}
      {goods.isPending ? <p className="muted">{t('app.loading')}</p> : null}
      {goods.isError ? <LoadError error={goods.error} retry={() => void goods.refetch()} /> : null}
      {goods.data && currency ? (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">{t('pointsMall.goods.heading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('pointsMall.goods.name')}</th>
                <th scope="col">{t('pointsMall.goods.kind')}</th>
                <th scope="col" className="num">
                  {t('pointsMall.goods.pointsNeeded')}
                </th>
                <th scope="col" className="num">
                  {t('pointsMall.goods.moneyValue')}
                </th>
                <th scope="col" className="num">
                  {t('pointsMall.goods.remaining')}
                </th>
                <th scope="col" className="num">
                  {t('pointsMall.goods.redeemed')}
                </th>
                <th scope="col">{t('pointsMall.goods.state')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('pointsMall.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {goods.data.length === 0 ? (
                <tr>
                  <td colSpan={8} className="muted">
                    {t('pointsMall.goods.none')}
                  </td>
                </tr>
              ) : null}
              {goods.data.map((item) => (
                <tr key={item.id}>
                  <th scope="row">{item.name}</th>
                  <td>{t(`pointsMall.kinds.${item.kind}`)}</td>
                  <td className="num mono">{item.pointsNeeded}</td>
                  <td className="num mono">{formatAmount(item.moneyValue, currency)}</td>
                  <td className="num mono">{item.remaining}</td>
                  <td className="num mono">{item.redeemed}</td>
                  <td>
                    <span className={item.active ? 'badge badge-positive' : 'badge badge-quiet'}>
                      {t(item.active ? 'pointsMall.goods.onSale' : 'pointsMall.goods.hidden')}
                    </span>
                  </td>
                  <td>
                    {!readOnly ? (
                      <button
                        type="button"
                        className="btn btn-small"
                        aria-label={t('pointsMall.goods.editLabel', { name: item.name })}
                        onClick={() => setEditing(item)}
                      >
                        {t('pointsMall.goods.edit')}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {editing && currency ? (
        <GoodsDialog
          goods={editing === 'new' ? null : editing}
          currency={currency}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
