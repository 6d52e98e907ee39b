import { useId, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WithdrawalItem } from '@croupier/contracts';
import { RECEIPT_RESULTS } from '@croupier/contracts/withdrawal-rules';
import { formatAmount } from '@croupier/money';
import { Field, FormError, SubmitButton } from '../accounts/fields.tsx';
import { focusFirstError, useForm, useMsg } from '../accounts/hooks.ts';
import { problemToForm } from '../accounts/problem.ts';
import { useSite } from '../site/queries.ts';
import { Modal } from '../ui/Modal.tsx';
import { ImagePicker, RemarkField, usePickedImages } from '../ui/ProofFields.tsx';
import { withdrawApi } from './api.ts';
import { checkReceipt, type ReceiptDraft } from './logic.ts';

const VISIBLE = ['result', 'amountReceived', 'remark', 'images'] as const;

/** Spec §4: the player says whether a paid withdrawal arrived in full, in part or not at all, with proof. */
export function ReceiptModal(props: {
  withdrawal: WithdrawalItem;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation();
  const msg = useMsg();
  const currency = useSite().brand.currency;
  const queryClient = useQueryClient();
  const ref = useRef<HTMLFormElement>(null);
  const ids = useId();
  const w = props.withdrawal;
  const form = useForm<ReceiptDraft & Record<string, string>>({ result: '', amountReceived: '', remark: '' });
  const picked = usePickedImages();

  const submit = () =>
    form.run(async () => {
      const errors = checkReceipt(form.values, w, currency);
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) return focusFirstError(ref.current);
      const body = new FormData();
      body.append('result', form.values.result);
      if (form.values.result === 'partial') body.append('amountReceived', form.values.amountReceived.trim());
      body.append('remark', form.values.remark.trim());
      for (const image of picked.images) body.append('images', image.file, image.file.name);
      try {
        await withdrawApi.receipt(w.id, body);
        props.onDone(t('withdrawals.receipt.done'));
      } catch (error) {
        const problem = problemToForm(error, { visible: VISIBLE });
        form.setErrors(problem.fields);
        form.setFormError(problem.fields.images ?? problem.form);
        focusFirstError(ref.current);
      } finally {
        void queryClient.invalidateQueries({ queryKey: ['withdrawals'] });
      }
    });

  const resultError = msg(form.errors.result);
  return (
    <Modal
      title={t('withdrawals.receipt.title', { amount: formatAmount(w.amount, currency) })}
      onClose={props.onClose}
    >
      <p className="form-lead">
        {t('withdrawals.receipt.lead', { bank: w.bankName, number: w.accountNumber })}
      </p>
      <form ref={ref} noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
        <fieldset className="wd-choices" aria-describedby={resultError ? `${ids}-result-error` : undefined}>
          <legend>{t('withdrawals.receipt.result')}</legend>
          {RECEIPT_RESULTS.map((result) => (
            <label key={result} className="wd-choice">
              <input
                type="radio"
                name="result"
                value={result}
                checked={form.values.result === result}
                aria-invalid={resultError ? true : undefined}
                onChange={() => form.bind('result').onChange(result)}
              />
              {t(`withdrawals.receipt.${result}`)}
            </label>
          ))}
          {resultError ? (
            <p id={`${ids}-result-error`} className="field-error">
              {resultError}
            </p>
          ) : null}
        </fieldset>
        {form.values.result === 'partial' ? (
          <Field
            label={t('withdrawals.receipt.amountReceived', { currency: currency.code })}
            inputMode="decimal"
            maxLength={24}
            amountOf={currency}
            {...form.bind('amountReceived')}
          />
        ) : null}
        <RemarkField
          id={ids}
          label={t('withdrawals.receipt.remark')}
          value={form.values.remark}
          error={msg(form.errors.remark)}
          countText={(count, max) => t('withdrawals.receipt.remarkCount', { count, max })}
          onChange={(value) => form.bind('remark').onChange(value)}
        />
        <ImagePicker id={ids} texts="withdrawals.receipt" picked={picked} />
        <FormError error={form.formError} />
        <SubmitButton busy={form.busy}>{t('withdrawals.receipt.submit')}</SubmitButton>
      </form>
    </Modal>
  );
}
