import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DividendBill, ShortfallResolution } from '@croupier/contracts';
import { moneyIn } from '../bets/rules.ts';
import { ReasonDialog } from '../agents/ReasonDialog.tsx';
import { InlineError } from '../ui/Field.tsx';
import { useToast } from '../ui/Toast.tsx';
import { SHORTFALL_RESOLUTIONS, validateShortfall } from './bill-rules.ts';
import { useSettleShortfall } from './bills-api.ts';

/**
 * Settles the part of a dividend bill the upline's balance did not cover: the platform pays the downline, or
 * the shortfall is written off. Either is final and kept in the audit log with its reason.
 */
export function ShortfallAction({ bill, currency }: { bill: DividendBill; currency: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [resolution, setResolution] = useState<ShortfallResolution | ''>('');
  const settle = useSettleShortfall();
  const names = {
    downline: bill.downline.username,
    upline: bill.upline.username,
    period: bill.period,
    amount: moneyIn(bill.shortfall, currency),
  };
  const close = () => {
    setOpen(false);
    setResolution('');
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-small"
        aria-label={t('dividendBills.settle.label', names)}
        onClick={() => setOpen(true)}
      >
        {t('dividendBills.settle.open')}
      </button>
      {open ? (
        <ReasonDialog
          title={t('dividendBills.settle.title', names)}
          body={<p>{t('dividendBills.settle.body', names)}</p>}
          confirmLabel={t('dividendBills.settle.confirm')}
          pendingLabel={t('dividendBills.settle.pending')}
          pending={settle.isPending}
          onClose={close}
          check={(reason) => validateShortfall({ resolution, reason })}
          fieldText={(name) => (name === 'resolution' ? t('dividendBills.settle.choose') : null)}
          fields={(errors, clear) => (
            <fieldset className="radio-list" aria-describedby={errors.resolution ? `${id}-error` : undefined}>
              <legend className="field-label">{t('dividendBills.settle.choice')}</legend>
              {SHORTFALL_RESOLUTIONS.map((option) => (
                <label key={option} className="check">
                  <input
                    type="radio"
                    name={`${id}-resolution`}
                    value={option}
                    checked={resolution === option}
                    onChange={() => {
                      setResolution(option);
                      clear();
                    }}
                  />
                  {t(`dividendBills.settle.choices.${option}`, names)}
                </label>
              ))}
              <InlineError id={`${id}-error`} error={errors.resolution} />
            </fieldset>
          )}
          send={(reason, done, fail) => {
            if (!resolution) return;
            settle.mutate(
              { id: bill.id, resolution, reason },
              {
                onSuccess: () => {
                  done();
                  setResolution('');
                  toast(t(`dividendBills.settle.done.${resolution}`, names));
                },
                onError: fail,
              },
            );
          }}
        />
      ) : null}
    </>
  );
}
