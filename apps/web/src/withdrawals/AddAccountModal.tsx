import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Field, FormError, SubmitButton } from '../accounts/fields.tsx';
import { focusFirstError, useForm } from '../accounts/hooks.ts';
import { problemToForm } from '../accounts/problem.ts';
import { Modal } from '../ui/Modal.tsx';
import { WITHDRAW_KEYS, withdrawApi } from './api.ts';
import { checkAccount } from './logic.ts';

const VISIBLE = ['bankName', 'accountNumber', 'accountName'] as const;

/**
 * A new payout account. The holder's name must be the real name on file (or, without one, will become it): the
 * field starts filled in with it, and the hint says why.
 */
export function AddAccountModal(props: {
  requiredName: string | null;
  onClose: () => void;
  onDone: (id: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ref = useRef<HTMLFormElement>(null);
  const form = useForm({ bankName: '', accountNumber: '', accountName: props.requiredName ?? '' });
  const submit = () =>
    form.run(async () => {
      const errors = checkAccount(form.values, props.requiredName);
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) return focusFirstError(ref.current);
      try {
        const { id } = await withdrawApi.addAccount({
          bankName: form.values.bankName.trim(),
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
        <Field
          label={t('withdrawals.add.bankName')}
          maxLength={80}
          autoComplete="off"
          {...form.bind('bankName')}
        />
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
