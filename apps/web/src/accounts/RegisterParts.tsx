import { lazy, Suspense, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { FieldRule } from '@croupier/contracts/constants';
import type { RegisterRules } from '@croupier/contracts';
import { Icon } from '../ui/icons.tsx';
import { CheckField, Field, type BoundField } from './fields.tsx';
import { latestAdultBirthday, type Errors } from './validation.ts';

// The terms are long and read by few, so their text loads when a player opens them.
const TermsDialog = lazy(() => import('../help/index.ts').then((m) => ({ default: m.TermsDialog })));

const NUMERIC = new Set(['DIGITS']);

function inputHints(name: string, rule: FieldRule) {
  if (name === 'paymentPassword') return { type: 'password' as const, autoComplete: 'new-password' };
  if (name === 'email') return { type: 'email' as const, inputMode: 'email' as const, autoComplete: 'email' };
  // The native picker reads and writes yyyy-MM-dd, the server's format, in the player's own calendar.
  if (rule.patternId === 'DATE_YMD') {
    const max = name === 'birthday' ? latestAdultBirthday(new Date()) : undefined;
    return { type: 'date' as const, ...(max ? { max } : {}) };
  }
  if (rule.patternId === 'DATE_MDY') return { placeholder: 'MM-dd-yyyy' };
  return NUMERIC.has(rule.patternId) ? { inputMode: 'numeric' as const } : {};
}

type Bind = (name: string) => BoundField;

/**
 * The password a new account chooses, once: a show button lets the player read it back, as modern sign-up
 * forms do instead of asking it twice.
 */
export function ChosenPasswordFields({ bind }: { bind: Bind }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <Field
      label={t('accounts.password')}
      type={shown ? 'text' : 'password'}
      autoComplete="new-password"
      {...bind('password')}
      after={
        <button
          type="button"
          className="icon-btn"
          aria-pressed={shown}
          aria-label={t('accounts.showPassword')}
          onClick={() => setShown((v) => !v)}
        >
          <Icon name={shown ? 'eyeOff' : 'eye'} />
        </button>
      }
    />
  );
}

/** The profile fields the brand's rules switch on (spec §5). */
export function OptionalFields(props: {
  names: readonly string[];
  rules: RegisterRules['fields'];
  bind: Bind;
}) {
  const { t } = useTranslation();
  return props.names.map((name) => (
    <Field
      key={name}
      label={t(`accounts.fields.${name}`)}
      {...inputHints(name, props.rules[name]!)}
      {...props.bind(name)}
    />
  ));
}

/** One optional field for an agent's affiliate code or a friend's referral code. */
export function InvitationField({ bind }: { bind: Bind }) {
  const { t } = useTranslation();
  return <Field label={t('accounts.invitationCode')} autoComplete="off" {...bind('invitationCode')} />;
}

/** One tick for the terms and the age every registration needs; the terms open over the form, which keeps its values. */
export function AgreementChecks(props: {
  agreed: boolean;
  onAgreed: (checked: boolean) => void;
  errors: Errors;
}) {
  const [reading, setReading] = useState(false);
  return (
    <>
      <CheckField
        name="termsAccepted"
        checked={props.agreed}
        onChange={props.onAgreed}
        error={props.errors.termsAccepted}
      >
        <Trans
          i18nKey="accounts.termsAgree"
          components={{
            terms: <button type="button" className="terms-link" onClick={() => setReading(true)} />,
          }}
        />
      </CheckField>
      {reading && (
        <Suspense fallback={null}>
          <TermsDialog onClose={() => setReading(false)} />
        </Suspense>
      )}
    </>
  );
}
