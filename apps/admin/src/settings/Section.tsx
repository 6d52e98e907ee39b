import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormErrors } from '@croupier/web-kit';
import { errorText } from '../i18n/errors.ts';
import { SubmitButton } from '../ui/SubmitButton.tsx';

interface SectionProps {
  id: string;
  title: string;
  saveLabel: string;
  readOnly: boolean;
  pending: boolean;
  errors: FormErrors;
  onSave: () => void;
  children: ReactNode;
  intro?: ReactNode;
}

/**
 * A settings card with its own form and save button. Read-only roles get a disabled fieldset:
 * the browser then disables every control inside, the save button included.
 */
export function Section({
  id,
  title,
  saveLabel,
  readOnly,
  pending,
  errors,
  onSave,
  children,
  intro,
}: SectionProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!readOnly) onSave();
  };
  return (
    <section className="settings-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {intro}
      <form onSubmit={submit} noValidate>
        <fieldset disabled={readOnly} className="section-body">
          {errors.form ? (
            <p className="banner banner-error" role="alert">
              {errorText(t, errors.form)}
            </p>
          ) : null}
          {children}
          <div className="section-actions">
            <SubmitButton pending={pending} pendingLabel={t('common.saving')}>
              {saveLabel}
            </SubmitButton>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
