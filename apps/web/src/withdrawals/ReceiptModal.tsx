import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WithdrawalItem } from '@croupier/contracts';
import { characterCount, RECEIPT_LIMITS, RECEIPT_RESULTS } from '@croupier/contracts/withdrawal-rules';
import { formatAmount } from '@croupier/money';
import { Field, FormError, SubmitButton } from '../accounts/fields.tsx';
import { focusFirstError, useForm, useMsg } from '../accounts/hooks.ts';
import { problemToForm } from '../accounts/problem.ts';
import type { Msg } from '../accounts/validation.ts';
import { useSite } from '../site/queries.ts';
import { Modal } from '../ui/Modal.tsx';
import { withdrawApi } from './api.ts';
import { checkImage, checkReceipt, type ReceiptDraft } from './logic.ts';

interface Picked {
  file: File;
  url: string;
}

const VISIBLE = ['result', 'amountReceived', 'remark', 'images'] as const;

/** The chosen proof images with their previews; object URLs are released when an image goes or the form closes. */
function usePickedImages() {
  const [images, setImages] = useState<Picked[]>([]);
  const [problems, setProblems] = useState<{ name: string; problem: Msg }[]>([]);
  // The list as of the last change, for the unmount clean-up and for checks between two quick picks.
  const live = useRef<Picked[]>([]);
  const update = (next: Picked[]) => {
    live.current = next;
    setImages(next);
  };
  useEffect(() => () => live.current.forEach((image) => URL.revokeObjectURL(image.url)), []);

  const add = async (files: File[]) => {
    const found: { name: string; problem: Msg }[] = [];
    const accepted: Picked[] = [];
    for (const file of files) {
      const problem = await checkImage(file);
      if (problem) found.push({ name: file.name, problem });
      else if (live.current.length + accepted.length >= RECEIPT_LIMITS.maxImages)
        found.push({ name: file.name, problem: { key: 'errors.TOO_MANY_FILES' } });
      else accepted.push({ file, url: URL.createObjectURL(file) });
    }
    setProblems(found);
    update([...live.current, ...accepted]);
  };
  const remove = (image: Picked) => {
    URL.revokeObjectURL(image.url);
    setProblems([]);
    update(live.current.filter((p) => p !== image));
  };
  return { images, problems, add, remove };
}

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
  const remarkLength = characterCount(form.values.remark.trim());

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
  const remarkError = msg(form.errors.remark);
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
        <div className="field">
          <label htmlFor={`${ids}-remark`}>{t('withdrawals.receipt.remark')}</label>
          <textarea
            id={`${ids}-remark`}
            className="wd-textarea"
            rows={3}
            value={form.values.remark}
            aria-invalid={remarkError ? true : undefined}
            aria-describedby={`${ids}-count${remarkError ? ` ${ids}-remark-error` : ''}`}
            onChange={(e) => form.bind('remark').onChange(e.target.value)}
          />
          <span
            id={`${ids}-count`}
            className={`wd-counter tabular${remarkLength > RECEIPT_LIMITS.maxRemark ? ' wd-over' : ''}`}
            aria-live={remarkLength >= RECEIPT_LIMITS.maxRemark - 10 ? 'polite' : 'off'}
          >
            {t('withdrawals.receipt.remarkCount', { count: remarkLength, max: RECEIPT_LIMITS.maxRemark })}
          </span>
          {remarkError ? (
            <p id={`${ids}-remark-error`} className="field-error">
              {remarkError}
            </p>
          ) : null}
        </div>
        <div className="field">
          <span className="wd-label" id={`${ids}-images`}>
            {t('withdrawals.receipt.images')}
          </span>
          <p className="wd-hint" id={`${ids}-images-hint`}>
            {t('withdrawals.receipt.imagesHint', { max: RECEIPT_LIMITS.maxImages })}
          </p>
          {picked.images.length > 0 ? (
            <ul className="wd-previews" aria-labelledby={`${ids}-images`}>
              {picked.images.map((image) => (
                <li key={image.url}>
                  <img src={image.url} alt={t('withdrawals.receipt.preview', { name: image.file.name })} />
                  <button
                    type="button"
                    className="btn wd-remove"
                    aria-label={t('withdrawals.receipt.removeImage', { name: image.file.name })}
                    onClick={() => picked.remove(image)}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {picked.images.length < RECEIPT_LIMITS.maxImages ? (
            <label className="btn wd-file">
              <input
                type="file"
                className="visually-hidden"
                accept="image/png,image/jpeg"
                multiple
                aria-describedby={`${ids}-images-hint`}
                onChange={(e) => {
                  const files = [...(e.target.files ?? [])];
                  e.target.value = '';
                  void picked.add(files);
                }}
              />
              {t('withdrawals.receipt.addImages')}
            </label>
          ) : null}
          {picked.problems.map((p) => (
            <p key={p.name} className="field-error" role="alert">
              {t('withdrawals.receipt.fileProblem', { name: p.name, problem: msg(p.problem) })}
            </p>
          ))}
        </div>
        <FormError error={form.formError} />
        <SubmitButton busy={form.busy}>{t('withdrawals.receipt.submit')}</SubmitButton>
      </form>
    </Modal>
  );
}
