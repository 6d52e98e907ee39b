import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SecondMethod } from '@croupier/contracts';
import { accountsApi, type SignInType } from './api.ts';
import { Field, FormError, SubmitButton } from './fields.tsx';
import { focusFirstError, useForm } from './hooks.ts';
import type { LoginHandlers, SecondStep } from './LoginForms.tsx';
import { problemToForm } from './problem.ts';
import { SmsCodeField } from './SmsCodeField.tsx';
import { REQUIRED } from './validation.ts';

/**
 * Login from an unknown IP (spec §4): pick one of the offered methods, get a code for sms or e-mail,
 * answer, and the login completes as if the first call had succeeded.
 */
export function SecondVerification(props: {
  step: SecondStep;
  type: SignInType;
  onSuccess: LoginHandlers['onSuccess'];
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [method, setMethod] = useState<SecondMethod>(props.step.methods[0] ?? 'sms');
  const form = useForm({ value: '' });
  const { verificationId } = props.step;
  const sendsCode = method === 'sms' || method === 'email';

  const submit = () =>
    form.run(async () => {
      if (!form.values.value.trim()) {
        form.setErrors({ value: REQUIRED });
        return focusFirstError(formRef.current);
      }
      try {
        const answer = await accountsApi.verifySecond({
          verificationId,
          method,
          value: form.values.value.trim(),
        });
        await props.onSuccess(answer, props.type);
      } catch (error) {
        const problem = problemToForm(error, { visible: ['value'], rename: { verificationCode: 'value' } });
        form.setErrors(problem.fields);
        form.setFormError(problem.form);
      }
    });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="form-lead">{t('accounts.second.lead')}</p>
      <fieldset className="choice-group">
        <legend>{t('accounts.second.method')}</legend>
        {props.step.methods.map((m) => (
          <label key={m} className="choice">
            <input
              type="radio"
              name="method"
              value={m}
              checked={method === m}
              onChange={() => {
                setMethod(m);
                form.setValues({ value: '' });
                form.setErrors({});
              }}
            />
            {t(`accounts.second.methods.${m}`)}
          </label>
        ))}
      </fieldset>
      {sendsCode ? (
        <SmsCodeField
          key={method}
          label={t(`accounts.second.values.${method}`)}
          {...form.bind('value')}
          canSend={() => true}
          send={() => accountsApi.sendSecondCode({ verificationId, method })}
          onSendError={(msg) => form.setFormError(msg)}
        />
      ) : (
        <Field
          key={method}
          label={t(`accounts.second.values.${method}`)}
          inputMode={method === 'totp' ? 'numeric' : 'text'}
          autoComplete={method === 'totp' ? 'one-time-code' : 'off'}
          {...form.bind('value')}
        />
      )}
      <FormError error={form.formError} />
      <SubmitButton busy={form.busy}>{t('accounts.second.submit')}</SubmitButton>
      <button type="button" className="btn btn-ghost btn-block" onClick={props.onBack}>
        {t('accounts.second.back')}
      </button>
    </form>
  );
}
