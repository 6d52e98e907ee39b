import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PointGoods } from '@croupier/contracts';
import { formatAmount, parseMinor, toDecimalString } from '@croupier/money';
import { ApiError, useAttemptKeys } from '@croupier/web-kit';
import { Field, FormError, SubmitButton } from '../accounts/fields.tsx';
import { focusFirstError, useForm } from '../accounts/hooks.ts';
import { problemToForm } from '../accounts/problem.ts';
import { useSite } from '../site/queries.ts';
import { Modal } from '../ui/Modal.tsx';
import { POINT_KEYS, redeemGoods } from './api.ts';
import { formatPoints, hundredths, pointsOf, validateRedeem } from './logic.ts';

const VISIBLE = ['quantity', 'address', 'phone', 'paymentPassword'] as const;

/** Goods details and the redeem form: quantity, delivery details for gifts, and the payment password. */
export function RedeemModal(props: {
  goods: PointGoods;
  balance: string;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const { t } = useTranslation();
  const currency = useSite().brand.currency;
  const queryClient = useQueryClient();
  const attempts = useAttemptKeys();
  const ref = useRef<HTMLFormElement>(null);
  const { goods } = props;
  const form = useForm({ quantity: '1', address: '', phone: '', paymentPassword: '' });
  const quantity = /^\d+$/.test(form.values.quantity) ? BigInt(form.values.quantity) : 0n;
  const physical = goods.kind === 'physical';

  const submit = () =>
    form.run(async () => {
      const errors = validateRedeem(goods, props.balance, form.values);
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) return focusFirstError(ref.current);
      const body = {
        goodsId: goods.id,
        quantity: Number(form.values.quantity),
        ...(physical ? { address: form.values.address.trim(), phone: form.values.phone.trim() } : {}),
      };
      try {
        const answer = await redeemGoods(
          { ...body, paymentPassword: form.values.paymentPassword },
          attempts.keyFor(body),
        );
        attempts.done();
        const value = (parseMinor(goods.moneyValue, currency) ?? 0n) * quantity;
        const money = formatAmount(toDecimalString(value, currency), currency);
        props.onDone(
          answer.status === 'passed'
            ? t('pointsMall.donePassed', { amount: money })
            : t('pointsMall.doneInProcess'),
        );
      } catch (error) {
        if (error instanceof ApiError && error.status !== 0) attempts.done();
        const problem = problemToForm(error, { visible: VISIBLE });
        form.setErrors(problem.fields);
        form.setFormError(problem.form);
        focusFirstError(ref.current);
      } finally {
        void queryClient.invalidateQueries({ queryKey: POINT_KEYS.all });
        void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      }
    });

  return (
    <Modal title={t('pointsMall.redeemTitle', { name: goods.name })} onClose={props.onClose}>
      <div className="pm-redeem">
        {goods.image ? <img className="pm-redeem-art" src={goods.image} alt={goods.name} /> : null}
        <p className="pm-kind">{t(`pointsMall.goodsKind.${goods.kind}`)}</p>
        {goods.description ? <p className="pm-description">{goods.description}</p> : null}
        <p className="pm-facts tabular">
          <strong>{t('pointsMall.pointsNeeded', { points: formatPoints(goods.pointsNeeded) })}</strong>
          {' · '}
          {t('pointsMall.worth', { amount: formatAmount(goods.moneyValue, currency) })}
          {' · '}
          {t('pointsMall.remaining', { count: goods.remaining })}
        </p>
        <p className="wallet-muted">
          {physical ? t('pointsMall.physicalNote') : t('pointsMall.cashNote')}{' '}
          {!physical && goods.wageringMultiple > 0
            ? t('pointsMall.cashWagering', { multiple: goods.wageringMultiple })
            : null}
        </p>
        <form ref={ref} noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
          <Field
            label={t('pointsMall.quantity')}
            inputMode="numeric"
            maxLength={3}
            {...form.bind('quantity')}
          />
          <p className="wallet-muted tabular">
            {t('pointsMall.total', {
              points: formatPoints(pointsOf(hundredths(goods.pointsNeeded) * quantity)),
            })}{' '}
            {t('pointsMall.youHave', { points: formatPoints(props.balance) })}
          </p>
          {physical ? (
            <>
              <Field label={t('pointsMall.address')} maxLength={300} {...form.bind('address')} />
              <Field
                label={t('pointsMall.phone')}
                type="tel"
                inputMode="tel"
                maxLength={30}
                {...form.bind('phone')}
              />
            </>
          ) : null}
          <Field
            label={t('pointsMall.paymentPassword')}
            type="password"
            inputMode="numeric"
            maxLength={6}
            {...form.bind('paymentPassword')}
          />
          <FormError error={form.formError} />
          <SubmitButton busy={form.busy}>{t('pointsMall.submit')}</SubmitButton>
        </form>
      </div>
    </Modal>
  );
}
