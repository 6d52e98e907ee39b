import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VipProgramme } from '@croupier/contracts';
import type { Currency } from '@croupier/money';
import { useBrand, useMe } from '../api/queries.ts';
import { errorText } from '../i18n/errors.ts';
import { LoadError } from '../ui/LoadError.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { useVipProgramme } from './api.ts';
import { canEditVip } from './ladder-form.ts';
import type { useLadderEditor } from './useLadderEditor.ts';
import './vip.css';

export interface LadderFormProps {
  programme: VipProgramme;
  currency: Currency;
  readOnly: boolean;
}

/**
 * A page that edits the brand's VIP ladder (its levels, or its rebate rates): the ladder loaded once, a form
 * keyed by what was loaded (so a save starts it afresh), read-only below owner and admin, and the runs below.
 */
export function LadderPage(props: {
  heading: string;
  lead: string;
  other: { to: string; label: string };
  form: (props: LadderFormProps) => ReactNode;
  runs: ReactNode;
}) {
  const { t } = useTranslation();
  const programme = useVipProgramme();
  const brand = useBrand();
  const me = useMe();
  const readOnly = !canEditVip(me.data?.role);
  return (
    <div className="page">
      <div className="page-header">
        <h1>{props.heading}</h1>
        <Link to={props.other.to}>{props.other.label}</Link>
      </div>
      <p className="muted page-lead">{props.lead}</p>
      {readOnly ? <p className="banner">{t('vip.readOnly')}</p> : null}
      {programme.isError ? (
        <LoadError error={programme.error} retry={() => void programme.refetch()} />
      ) : null}
      {programme.isPending ? <p className="muted">{t('app.loading')}</p> : null}
      {programme.data && brand.data ? (
        <div key={JSON.stringify(programme.data)}>
          {props.form({ programme: programme.data, currency: brand.data.currency, readOnly })}
        </div>
      ) : null}
      {props.runs}
    </div>
  );
}

/** The ladder form's frame: the problem of the whole form, the fields (disabled when read-only), the save. */
export function LadderForm(props: {
  editor: ReturnType<typeof useLadderEditor>;
  label: string;
  readOnly: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { editor } = props;
  return (
    <form className="card" onSubmit={editor.submit} noValidate aria-label={props.label}>
      <fieldset disabled={props.readOnly} className="vip-fieldset">
        {editor.formError ? (
          <p className="banner banner-error" role="alert">
            {errorText(t, editor.formError)}
          </p>
        ) : null}
        {props.children}
        <div className="section-actions vip-actions">
          {props.actions}
          <SubmitButton pending={editor.pending} pendingLabel={t('common.saving')}>
            {t('vip.save')}
          </SubmitButton>
        </div>
      </fieldset>
    </form>
  );
}
