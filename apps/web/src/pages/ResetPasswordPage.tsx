import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../accounts/api.ts';
import { NewPasswordFields, FormError, SubmitButton } from '../accounts/fields.tsx';
import { focusFirstError, useForm, useRegisterRules } from '../accounts/hooks.ts';
import { problemToForm } from '../accounts/problem.ts';
import { validateNewPassword } from '../accounts/validation.ts';
import { usePopups } from '../popups/popupContext.ts';
import { PageHeader } from '../ui/PageHeader.tsx';

/** /resetPassword?token=… from the e-mailed link: set a new password, then log in again. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const popups = usePopups();
  const resetToken = params.get('token') ?? '';
  const rule = useRegisterRules().data?.fields.password;
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({ newPassword: '', confirmNewPassword: '' });
  const [done, setDone] = useState(false);

  const submit = () =>
    form.run(async () => {
      const errors = validateNewPassword({ ...form.values, rule });
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) return focusFirstError(formRef.current);
      try {
        await accountsApi.reset({ resetToken, newPassword: form.values.newPassword });
        setDone(true);
        popups.openLogin('passwordReset');
      } catch (error) {
        const problem = problemToForm(error, {
          visible: ['newPassword', 'confirmNewPassword'],
          rules: rule ? { newPassword: rule } : {},
        });
        form.setErrors(problem.fields);
        form.setFormError(problem.form);
      }
    });

  return (
    <div className="page-narrow">
      <PageHeader title={t('accounts.reset.title')} />
      {!resetToken ? (
        <p className="form-error">{t('accounts.reset.noToken')}</p>
      ) : done ? (
        <p className="form-notice" role="status">
          {t('accounts.notices.passwordReset')}
        </p>
      ) : (
        <form
          ref={formRef}
          className="page-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <NewPasswordFields bind={form.bind} />
          <FormError error={form.formError} />
          <SubmitButton busy={form.busy}>{t('accounts.reset.submit')}</SubmitButton>
        </form>
      )}
    </div>
  );
}
