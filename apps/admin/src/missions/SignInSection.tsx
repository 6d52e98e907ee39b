import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInSettings } from '@croupier/contracts';
import type { Currency } from '@croupier/money';
import { fieldErrorText } from '../i18n/errors.ts';
import { CheckboxField, Field } from '../ui/Field.tsx';
import { SettingsFields } from '../ui/SettingsForm.tsx';
import { LoadError } from '../ui/LoadError.tsx';
import { useToast } from '../ui/Toast.tsx';
import { useSaveSignInSettings, useSignInSettings } from './api.ts';
import { useCheckedForm } from './useCheckedForm.ts';
import { checkSignIn, listError, splitList } from './rules.ts';

function SignInForm(props: { settings: SignInSettings; currency: Currency; readOnly: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveSignInSettings();
  const [enabled, setEnabled] = useState(props.settings.enabled);
  const [rewards, setRewards] = useState(props.settings.rewards.join(', '));
  const [multiple, setMultiple] = useState(String(props.settings.wageringMultiple));
  const { errors, formError, submit: send } = useCheckedForm();
  const rewardsError = listError(errors, 'rewards');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.readOnly || save.isPending) return;
    const settings: SignInSettings = {
      enabled,
      rewards: splitList(rewards),
      wageringMultiple: Number(multiple),
    };
    send(checkSignIn(settings, props.currency), (onError) =>
      save.mutate(settings, { onSuccess: () => toast(t('missions.signIn.saved')), onError }),
    );
  };
  return (
    <form className="card" onSubmit={submit} noValidate aria-label={t('missions.signIn.heading')}>
      <SettingsFields
        readOnly={props.readOnly}
        formError={formError}
        pending={save.isPending}
        saveLabel={t('missions.signIn.save')}
      >
        <CheckboxField label={t('missions.signIn.enabled')} checked={enabled} onChange={setEnabled} />
        <Field
          id="sign-in-rewards"
          label={t('missions.signIn.rewards', { currency: props.currency.code })}
          hint={t('missions.signIn.rewardsHint')}
          error={rewardsError ? fieldErrorText(t, rewardsError) : null}
          className="settings-wide"
        >
          <input
            id="sign-in-rewards"
            className="input num"
            value={rewards}
            aria-invalid={Boolean(rewardsError)}
            onChange={(event) => setRewards(event.target.value)}
          />
        </Field>
        <Field
          id="sign-in-multiple"
          label={t('missions.fields.wageringMultiple')}
          error={errors.wageringMultiple ? fieldErrorText(t, errors.wageringMultiple) : null}
        >
          <input
            id="sign-in-multiple"
            className="input num settings-number"
            inputMode="numeric"
            value={multiple}
            onChange={(event) => setMultiple(event.target.value)}
          />
        </Field>
      </SettingsFields>
    </form>
  );
}

/** The daily sign-in's rewards by streak day; owners and admins save them. */
export function SignInSection({ currency, readOnly }: { currency: Currency; readOnly: boolean }) {
  const { t } = useTranslation();
  const settings = useSignInSettings();
  return (
    <section aria-labelledby="sign-in-heading" className="page-section">
      <h2 id="sign-in-heading">{t('missions.signIn.heading')}</h2>
      <p className="muted">{t('missions.signIn.lead')}</p>
      {settings.isError ? <LoadError error={settings.error} retry={() => void settings.refetch()} /> : null}
      {settings.data ? (
        <SignInForm
          key={JSON.stringify(settings.data)}
          settings={settings.data}
          currency={currency}
          readOnly={readOnly}
        />
      ) : null}
    </section>
  );
}
