import { useId, useRef } from 'react';
import type { BankChoice, Language } from '@croupier/contracts';
import { textIn } from '@croupier/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Field, FormError, SubmitButton } from '../accounts/fields.tsx';
import { focusFirstError, useForm, useMsg } from '../accounts/hooks.ts';
import type { Msg } from '../accounts/validation.ts';
import { problemToForm } from '../accounts/problem.ts';
import { Modal } from '../ui/Modal.tsx';
import { WITHDRAW_KEYS, withdrawApi } from './api.ts';
import { checkAccount } from './logic.ts';

const VISIBLE = ['bankCode', 'accountNumber', 'accountName'] as const;

/** The brand's banks by name in the page's language; the operator's order is kept. */
function BankSelect(props: {
  banks: readonly BankChoice[];
  value: string;
  onChange: (value: string) => void;
  error?: Msg | undefined;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const error = useMsg()(props.error);
  return (
    <div className="field">
      <label htmlFor={id}>{t('withdrawals.add.bankName')}</label>
      <select
        id={id}
        name="bankCode"
        className="wd-bank-select"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{t('withdrawals.add.chooseBank')}</option>
        {props.banks.map((bank) => (
          <option key={bank.code} value={bank.code}>
            {textIn(bank.names, i18n.language as Language)}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A new payout account. The holder's name must be the real name on file (or, without one, will become it): the
 * field starts filled in with it, and the hint says why.
 */
export function AddAccountModal(props: {
  requiredName: string | null;
  banks: readonly BankChoice[];
  onClose: () => void;
  onDone: (id: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ref = useRef<HTMLFormElement>(null);
  const form = useForm({ bankCode: '', accountNumber: '', accountName: props.requiredName ?? '' });
  const submit = () =>
    form.run(async () => {
      const errors = checkAccount(form.values, props.requiredName);
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) return focusFirstError(ref.current);
      try {
        const { id } = await withdrawApi.addAccount({
          bankCode: form.values.bankCode,
          accountNumber: form.values.accountNumber.trim(),
          accountName: form.values.accountName.trim(),
        });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: WITHDRAW_KEYS.accounts }),
          queryClient.invalidateQueries({ queryKey: WITHDRAW_KEYS.limits }),
        ]);
        props.onDone(id);
      } catch (error) {
        const problem = problemToForm(error, { visible: VISIBLE });
        form.setErrors(problem.fields);
        form.setFormError(problem.form);
        focusFirstError(ref.current);
      }
    });
  return (
    <Modal title={t('withdrawals.add.title')} onClose={props.onClose}>
      <form ref={ref} noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
        <BankSelect banks={props.banks} {...form.bind('bankCode')} />
        <Field
          label={t('withdrawals.add.accountNumber')}
          inputMode="numeric"
          maxLength={34}
          {...form.bind('accountNumber')}
        />
        <Field
          label={t('withdrawals.add.accountName')}
          maxLength={80}
          autoComplete="name"
          {...form.bind('accountName')}
        />
        <p className="wd-hint">
          {props.requiredName
            ? t('withdrawals.add.nameOnFile', { name: props.requiredName })
            : t('withdrawals.add.nameFirst')}
        </p>
        <FormError error={form.formError} />
        <SubmitButton busy={form.busy}>{t('withdrawals.add.submit')}</SubmitButton>
      </form>
    </Modal>
  );
}
