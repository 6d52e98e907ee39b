import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../accounts/api.ts';
import { Field, NewPasswordFields, FormError, SubmitButton } from '../accounts/fields.tsx';
import { focusFirstError, useForm, useRegisterRules } from '../accounts/hooks.ts';
import { problemToForm } from '../accounts/problem.ts';
import { validateChangePassword } from '../accounts/validation.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { Modal } from '../ui/Modal.tsx';

/**
 * Change password (spec §3, §4). When forced (default or expired password after login) there is no way
 * out but changing it or signing out.
 */
export function ChangePasswordPopup({ forced, onClose }: { forced: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const rule = useRegisterRules().data?.fields.password;
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({ oldPassword: '', newPassword: '', confirmNewPassword: '' });

  const submit = () =>
    form.run(async () => {
      const errors = validateChangePassword({ ...form.values, rule });
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) return focusFirstError(formRef.current);
      try {
        await accountsApi.changePassword(form.values);
      } catch (error) {
        const problem = problemToForm(error, {
          visible: ['oldPassword', 'newPassword', 'confirmNewPassword'],
          rules: rule ? { newPassword: rule } : {},
          rename: { confirmPassword: 'confirmNewPassword', password: 'newPassword' },
        });
        form.setErrors(problem.fields);
        form.setFormError(problem.form);
        return;
      }
      await session.reload();
      onClose();
      void navigate('/');
    });

  const signOut = async () => {
    await session.signOut();
    onClose();
    void navigate('/');
  };

  return (
    <Modal title={t('accounts.changePassword.title')} onClose={onClose} dismissible={!forced}>
      {forced && <p className="form-notice">{t('accounts.changePassword.forced')}</p>}
      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field
          label={t('accounts.changePassword.old')}
          type="password"
          autoComplete="current-password"
          {...form.bind('oldPassword')}
        />
        <NewPasswordFields bind={form.bind} />
        <FormError error={form.formError} />
        <SubmitButton busy={form.busy}>{t('accounts.changePassword.submit')}</SubmitButton>
        {forced && (
          <button type="button" className="btn btn-ghost btn-block" onClick={() => void signOut()}>
            {t('account.signOut')}
          </button>
        )}
      </form>
    </Modal>
  );
}
