import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminBonusItem } from '@croupier/contracts';
import { NO_ERRORS, toFormErrors, useAttemptKeys, type FormErrors } from '@croupier/web-kit';
import { currencyOf } from '@croupier/money';
import { useBrand, useMe } from '../api/queries.ts';
import { fieldErrorText } from '../i18n/errors.ts';
import { validateReason } from '../players/validate.ts';
import { DecisionDialog } from '../ui/DecisionDialog.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { Field, describedBy } from '../ui/Field.tsx';
import { FormProblem, LoadError } from '../ui/LoadError.tsx';
import { Pager } from '../ui/Pager.tsx';
import { ReasonField } from '../ui/ReasonField.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { useToast } from '../ui/Toast.tsx';
import { useCancelBonus, useGrantBonus, usePlayerBonuses } from './api.ts';
import { canGrantBonuses, moneyIn, validateManualBonus, type ManualBonusValues } from './rules.ts';
import './promotions.css';

const PAGE_SIZE = 10;
const EMPTY: ManualBonusValues = { amount: '', multiple: '1', maxStake: '', reason: '' };

function GrantDialog(props: { playerId: string; account: string; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const keys = useAttemptKeys();
  const grant = useGrantBonus(props.playerId);
  const code = useBrand().data?.currency.code ?? 'THB';
  const currency = currencyOf(code);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ReturnType<typeof validateManualBonus>>({});
  const [server, setServer] = useState<FormErrors>(NO_ERRORS);
  const set = (key: keyof ManualBonusValues, value: string) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => ({ ...prev, [key]: undefined }));
    setServer((prev) => ({ ...prev, fields: { ...prev.fields, [key]: '' } }));
  };
  const errorOf = (key: keyof ManualBonusValues) => {
    const own = errors[key];
    if (own) return t(own.key, { max: 200, ...own.values });
    return server.fields[key] ? fieldErrorText(t, server.fields[key]) : null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (grant.isPending) return;
    const found = validateManualBonus(values, currency);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      amount: values.amount.trim(),
      multiple: Number(values.multiple),
      ...(values.maxStake.trim() ? { maxStake: values.maxStake.trim() } : {}),
      reason: values.reason.trim(),
    };
    grant.mutate(
      // A retry after a lost answer is the same attempt: granted once.
      { body, idempotencyKey: keys.keyFor(body) },
      {
        onSuccess: (bonus) => {
          keys.done();
          toast(t('bonuses.granted', { amount: moneyIn(code)(bonus.amount), account: props.account }));
          props.onClose();
        },
        onError: (err) => setServer(toFormErrors(err)),
      },
    );
  };
  const input = (key: 'amount' | 'multiple' | 'maxStake', label: string, hint?: string) => {
    const id = `grant-${key}`;
    const error = errorOf(key);
    return (
      <Field id={id} label={label} hint={hint} error={error}>
        <input
          id={id}
          className="input num"
          inputMode="decimal"
          autoComplete="off"
          maxLength={24}
          value={values[key]}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(e) => set(key, e.target.value)}
        />
      </Field>
    );
  };
  return (
    <Dialog
      title={t('bonuses.grantTitle', { account: props.account })}
      busy={grant.isPending}
      onClose={props.onClose}
    >
      <form className="dialog-body" onSubmit={submit} noValidate>
        <FormProblem code={server.form} />
        {input('amount', t('bonuses.grantAmount', { currency: code }))}
        {input('multiple', t('bonuses.multiple'), t('bonuses.multipleHint'))}
        {input('maxStake', t('bonuses.maxStake', { currency: code }), t('bonuses.maxStakeHint'))}
        <ReasonField
          id="grant-reason"
          label={t('bonuses.reason')}
          value={values.reason}
          error={errorOf('reason')}
          onChange={(value) => set('reason', value)}
        />
        <div className="dialog-actions">
          <button type="button" className="btn" disabled={grant.isPending} onClick={props.onClose}>
            {t('common.cancel')}
          </button>
          <SubmitButton pending={grant.isPending} pendingLabel={t('bonuses.granting')}>
            {t('bonuses.grant')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

function CancelButton({
  playerId,
  bonus,
  money,
}: {
  playerId: string;
  bonus: AdminBonusItem;
  money: (v: string) => string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const cancel = useCancelBonus(playerId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const close = () => {
    setOpen(false);
    setReason('');
    setErrors(NO_ERRORS);
  };
  const confirm = () => {
    const problem = validateReason(reason);
    setErrors({ fields: problem ? { reason: problem } : {}, form: null });
    if (problem) return;
    cancel.mutate(
      { bonusId: bonus.id, reason: reason.trim() },
      {
        onSuccess: () => {
          close();
          toast(t('bonuses.cancelled'));
        },
        onError: (err) => setErrors(toFormErrors(err)),
      },
    );
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-danger"
        aria-label={t('bonuses.cancelFor', { id: bonus.id })}
        onClick={() => setOpen(true)}
      >
        {t('bonuses.cancel')}
      </button>
      {open ? (
        <DecisionDialog
          title={t('bonuses.cancelTitle', { id: bonus.id })}
          busy={cancel.isPending}
          errors={errors}
          reason={{
            id: `cancel-${bonus.id}-reason`,
            label: t('bonuses.reason'),
            value: reason,
            onChange: setReason,
          }}
          confirmLabel={t('bonuses.cancel')}
          pendingLabel={t('bonuses.cancelling')}
          onClose={close}
          onConfirm={confirm}
        >
          <p>{t('bonuses.cancelBody', { remaining: money(bonus.remaining) })}</p>
        </DecisionDialog>
      ) : null}
    </>
  );
}

/** A player's bonuses on their console page: requirement and what is left, grant by hand, cancel an open one. */
export function BonusesPanel({ playerId, account }: { playerId: string; account: string }) {
  const { t } = useTranslation();
  const me = useMe();
  const { time, offset } = useBrandTime();
  const money = moneyIn(useBrand().data?.currency.code ?? 'THB');
  const [page, setPage] = useState(1);
  const [granting, setGranting] = useState(false);
  const bonuses = usePlayerBonuses(playerId, page, PAGE_SIZE);
  const canAct = canGrantBonuses(me.data?.role);
  const data = bonuses.data;
  return (
    <section className="card" aria-labelledby="player-bonuses">
      <div className="promo-card-head">
        <h2 id="player-bonuses">{t('bonuses.heading')}</h2>
        {canAct ? (
          <button type="button" className="btn btn-primary" onClick={() => setGranting(true)}>
            {t('bonuses.grant')}
          </button>
        ) : null}
      </div>
      {bonuses.isError ? <LoadError error={bonuses.error} retry={() => void bonuses.refetch()} /> : null}
      {data && data.items.length === 0 ? <p className="muted">{t('bonuses.empty')}</p> : null}
      {data && data.items.length > 0 ? (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">{t('bonuses.caption', { account })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bonuses.grantedAt', { zone: offset })}</th>
                <th scope="col">{t('bonuses.source')}</th>
                <th scope="col" className="money-cell">
                  {t('bonuses.amount')}
                </th>
                <th scope="col" className="money-cell">
                  {t('bonuses.requirement')}
                </th>
                <th scope="col" className="money-cell">
                  {t('bonuses.remaining')}
                </th>
                <th scope="col">{t('bonuses.status')}</th>
                <th scope="col">{t('bonuses.note')}</th>
                {canAct ? <th scope="col">{t('promotions.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {data.items.map((bonus) => (
                <tr key={bonus.id}>
                  <td className="num nowrap">{time(bonus.grantedAt)}</td>
                  <td>{t(`bonuses.sources.${bonus.source}`)}</td>
                  <td className="num money-cell">{money(bonus.amount)}</td>
                  <td className="num money-cell">{money(bonus.requirement)}</td>
                  <td className="num money-cell">{money(bonus.remaining)}</td>
                  <td>{t(`bonuses.statuses.${bonus.status}`)}</td>
                  <td>
                    {bonus.reason ?? ''}
                    {bonus.closeReason ? <div className="muted cell-sub">{bonus.closeReason}</div> : null}
                  </td>
                  {canAct ? (
                    <td>
                      {bonus.status === 'open' ? (
                        <CancelButton playerId={playerId} bonus={bonus} money={money} />
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && data.totalPages > 1 ? (
        <Pager label={t('bonuses.pages')} page={page} totalPages={data.totalPages} onChange={setPage} />
      ) : null}
      {granting ? (
        <GrantDialog playerId={playerId} account={account} onClose={() => setGranting(false)} />
      ) : null}
    </section>
  );
}
