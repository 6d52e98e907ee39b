import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, fieldErrorText } from '../i18n/errors.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Field, describedBy } from '../ui/Field.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { useToast } from '../ui/Toast.tsx';
import { MeasureFields } from './MeasureFields.tsx';
import { useCheckedForm } from './useCheckedForm.ts';
import { withoutSwitch, type Errors, type MeasureDraft } from './rules.ts';

interface SaveCallbacks {
  onSuccess: () => void;
  onError: (failure: unknown) => void;
}
interface Sending<Variables> {
  mutate: (variables: Variables, callbacks: SaveCallbacks) => void;
  isPending: boolean;
}

/** A kind's form fields beyond the shared ones, with the draft and the inputs' id prefix. */
export interface KindFields<Draft> {
  draft: Draft;
  change: (patch: Partial<Draft>) => void;
  errors: Errors;
  prefix: string;
}

/**
 * The form a mission or a leaderboard is added or changed with: the measure fields both share, then the kind's
 * own (`children`). A new one sits on the page and empties when saved; an edit (`onClose` given) opens in a
 * dialog filled with the row's values and closes when saved. Checked in the browser first; the server's
 * refusals land on the fields they name.
 */
export function MeasureForm<Draft extends MeasureDraft, Input extends { enabled: boolean }>(props: {
  kind: 'mission' | 'leaderboard';
  /** The row edited (in a dialog, closed with `onClose`), or null for the page's form for a new one. */
  stored: { id: string; titles: Record<string, string> } | null;
  initial: Draft;
  metrics: readonly string[];
  cadences: readonly string[];
  /** What it measures and its period can no longer change (it has paid). */
  fixed: boolean;
  inputOf: (draft: Draft) => Input;
  check: (input: Input) => Errors;
  create: Sending<Input>;
  patch: Sending<{ id: string; patch: Omit<Input, 'enabled'> }>;
  onClose?: (() => void) | undefined;
  children: (fields: KindFields<Draft>) => ReactNode;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [draft, setDraft] = useState(props.initial);
  const { errors, formError, submit: send } = useCheckedForm();
  const change = (patch: Partial<Draft>) => setDraft((previous) => ({ ...previous, ...patch }));
  const { stored, onClose } = props;
  // The page's new form and an edit dialog are open at once: their inputs' ids differ.
  const prefix = stored ? `${props.kind}-edit` : props.kind;
  const words = (key: string) => `missions.${props.kind}s.${key}`;
  const pending = props.create.isPending || props.patch.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const input = props.inputOf(draft);
    send(props.check(input), (onError) => {
      const callbacks = {
        onSuccess: () => {
          toast(t(words('saved')));
          if (onClose) onClose();
          else setDraft(props.initial);
        },
        onError,
      };
      if (stored) props.patch.mutate({ id: stored.id, patch: withoutSwitch(input) }, callbacks);
      else props.create.mutate(input, callbacks);
    });
  };
  const title = stored ? t(words('editTitle'), { name: stored.titles.EN }) : t(words('new'));
  const fields = (
    <>
      {formError ? (
        <p className="banner banner-error settings-wide" role="alert">
          {errorText(t, formError)}
        </p>
      ) : null}
      <MeasureFields
        prefix={prefix}
        draft={draft}
        metrics={props.metrics}
        cadences={props.cadences}
        errors={errors}
        fixed={props.fixed}
        onChange={(patch) => change(patch as Partial<Draft>)}
      />
      {props.children({ draft, change, errors, prefix })}
      <div className={`settings-wide ${onClose ? 'dialog-actions' : 'section-actions'}`}>
        {onClose ? (
          <button type="button" className="btn" disabled={pending} onClick={onClose}>
            {t('common.cancel')}
          </button>
        ) : null}
        <SubmitButton pending={pending} pendingLabel={t('common.saving')}>
          {t(words(stored ? 'save' : 'add'))}
        </SubmitButton>
      </div>
    </>
  );
  if (!onClose)
    return (
      <form className="card settings-grid" onSubmit={submit} noValidate aria-label={title}>
        <h3 className="settings-wide">{title}</h3>
        {fields}
      </form>
    );
  return (
    <Dialog title={title} onClose={onClose} busy={pending} wide>
      <form className="settings-grid" onSubmit={submit} noValidate aria-label={title}>
        {fields}
      </form>
    </Dialog>
  );
}

/** An amount (or a list of them) typed into a form of this page, with its hint and translated error. */
export function AmountField(props: {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  value: string;
  list?: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const message = props.error ? fieldErrorText(t, props.error) : null;
  return (
    <Field
      id={props.id}
      label={props.label}
      hint={props.hint}
      error={message}
      className={props.list ? 'settings-wide' : undefined}
    >
      <input
        id={props.id}
        className="input num"
        inputMode={props.list ? undefined : 'decimal'}
        value={props.value}
        aria-invalid={Boolean(message)}
        aria-describedby={describedBy(props.id, props.hint, message)}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Field>
  );
}
