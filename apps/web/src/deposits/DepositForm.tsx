import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositChannel, DepositCreated } from '@croupier/contracts';
import type { Currency } from '@croupier/money';
import { useAttemptKeys, useFormattedInput } from '@croupier/web-kit';
import { formatAmount } from '@croupier/money';
import { FormError, SubmitButton } from '../accounts/fields.tsx';
import { focusFirstError, useForm, useMsg } from '../accounts/hooks.ts';
import { depositApi } from './api.ts';
import { checkAmount, depositProblem, quickAmounts, wireAmount } from './logic.ts';

/** Step one and two: which channel, how much. Answers the created deposit with the amount it was for. */
export function DepositForm(props: {
  channels: readonly DepositChannel[];
  currency: Currency;
  onCreated: (deposit: DepositCreated, amount: string, channel: DepositChannel) => void;
  /** The server says a channel closed meanwhile: the list is out of date. */
  onChannelsStale: () => void;
}) {
  const { t } = useTranslation();
  const msg = useMsg();
  const id = useId();
  const ref = useRef<HTMLFormElement>(null);
  const { currency } = props;
  const [channelId, setChannelId] = useState(props.channels[0]?.id ?? '');
  const channel = props.channels.find((c) => c.id === channelId) ?? props.channels[0];
  const form = useForm({ amount: '' });
  // One key per attempt: the same channel and amount sent again (after a lost answer) is the same deposit.
  const attempts = useAttemptKeys();
  const amountText = form.values.amount;
  const amountShown = useFormattedInput(amountText, (raw) => formatAmount(raw, currency, { symbol: false }));

  if (!channel) return null;
  const valid = checkAmount(amountText, channel, currency) === null;
  const amountError = msg(form.errors.amount);
  const channelError = msg(form.errors.channelId);
  const chips = quickAmounts(channel, currency);

  const chooseChannel = (next: string) => {
    setChannelId(next);
    form.setErrors({});
    form.setFormError(null);
  };

  const submit = () =>
    form.run(async () => {
      const error = checkAmount(amountText, channel, currency);
      if (error) {
        form.setErrors({ amount: error });
        focusFirstError(ref.current);
        return;
      }
      const body = { channelId: channel.id, amount: wireAmount(amountText, currency) };
      try {
        const created = await depositApi.create(body, attempts.keyFor(body));
        attempts.done();
        props.onCreated(created, body.amount, channel);
      } catch (failure) {
        const problem = depositProblem(failure, currency);
        form.setErrors(problem.fields);
        form.setFormError(problem.form);
        if (problem.fields.channelId) props.onChannelsStale();
        focusFirstError(ref.current);
      }
    });

  return (
    <form ref={ref} className="dep-form" noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
      <fieldset className="dep-channels">
        <legend>{t('deposits.method')}</legend>
        {props.channels.map((c) => (
          <label key={c.id} className="dep-channel">
            <input
              type="radio"
              name="channel"
              value={c.id}
              checked={c.id === channel.id}
              onChange={() => chooseChannel(c.id)}
            />
            <span className="dep-channel-text">
              <span className="dep-channel-name">{c.name}</span>
              <span className="dep-channel-type">{t(`deposits.types.${c.type}`)}</span>
              <span className="dep-channel-limits tabular">
                {t('deposits.limits', {
                  min: formatAmount(c.min, currency),
                  max: formatAmount(c.max, currency),
                })}
              </span>
            </span>
          </label>
        ))}
        {channelError && <p className="field-error">{channelError}</p>}
      </fieldset>
      <p className="dep-type-hint">{t(`deposits.typeHints.${channel.type}`)}</p>

      <div className="field">
        <label htmlFor={`${id}-amount`}>{t('deposits.amount', { symbol: currency.symbol })}</label>
        <div className="field-row">
          <input
            id={`${id}-amount`}
            name="amount"
            className="dep-amount tabular"
            inputMode="decimal"
            autoComplete="off"
            maxLength={18}
            {...amountShown}
            onChange={(e) => form.bind('amount').onChange(e.target.value)}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={`${id}-hint${amountError ? ` ${id}-error` : ''}`}
          />
        </div>
        <p id={`${id}-hint`} className="dep-hint">
          {t('deposits.amountHint', {
            min: formatAmount(channel.min, currency),
            max: formatAmount(channel.max, currency),
          })}
        </p>
        {amountError && (
          <p id={`${id}-error`} className="field-error">
            {amountError}
          </p>
        )}
      </div>
      <div className="dep-chips" role="group" aria-label={t('deposits.quickAmounts')}>
        {chips.map((chip) => (
          <button
            key={chip}
            type="button"
            className="chip tabular"
            aria-pressed={valid && wireAmount(amountText, currency) === chip}
            onClick={() => form.bind('amount').onChange(chip)}
          >
            {formatAmount(chip, currency)}
          </button>
        ))}
      </div>
      <FormError error={form.formError} />
      <SubmitButton busy={form.busy}>
        {valid
          ? t('deposits.submit', { amount: formatAmount(wireAmount(amountText, currency), currency) })
          : t('deposits.submitEmpty')}
      </SubmitButton>
    </form>
  );
}
