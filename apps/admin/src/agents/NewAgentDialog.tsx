import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AGENT_TYPE_VALUES } from '@croupier/contracts';
import { NO_ERRORS, toFormErrors, type FormErrors } from '@croupier/web-kit';
import { fieldErrorText } from '../i18n/errors.ts';
import { DecisionDialog } from '../ui/DecisionDialog.tsx';
import { Field, describedBy } from '../ui/Field.tsx';
import { useToast } from '../ui/Toast.tsx';
import { useAccountRules, useCreateAgent } from './api.ts';
import { asAgentType } from './labels.ts';
import { UplinePicker } from './UplinePicker.tsx';
import { accountRules, validateAgentDraft, type AgentDraft } from './validate.ts';
import type { FieldRule } from '@croupier/contracts';

const EMPTY: AgentDraft = { username: '', password: '', type: null, upline: null };

/** The patterns the console can put in words; any other rule is described by its length only. */
const RULE_PATTERNS: readonly FieldRule['patternId'][] = ['LETTER_FIRST_ALNUM', 'NO_SPACES'];

function ruleHint(t: ReturnType<typeof useTranslation>['t'], rule: FieldRule): string {
  const pattern = RULE_PATTERNS.includes(rule.patternId) ? rule.patternId : 'LENGTH';
  return t(`agents.create.rules.${pattern}`, { min: rule.minLength, max: rule.maxLength });
}

/** The type select with each type explained under it, shared by "New agent" and "Make agent". */
export function AgentTypeField(props: {
  id: string;
  value: AgentDraft['type'];
  error: string | null;
  onChange: (value: AgentDraft['type']) => void;
}) {
  const { t } = useTranslation();
  const { id, error } = props;
  const hint = props.value === null ? t('agents.types.hint') : t(`agents.types.t${props.value}.explain`);
  return (
    <Field id={id} label={t('agents.type')} hint={hint} error={error}>
      <select
        id={id}
        className="select"
        value={props.value ?? ''}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => props.onChange(asAgentType(event.target.value))}
      >
        <option value="">{t('agents.types.choose')}</option>
        {AGENT_TYPE_VALUES.map((type) => (
          <option key={type} value={type}>
            {t(`agents.types.t${type}.long`)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A new top agent, or one under an agent picked by username; opens the new agent's page when made. */
export function NewAgentAction() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<AgentDraft>(EMPTY);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const create = useCreateAgent();
  const rules = accountRules(useAccountRules().data?.fields);

  const close = () => {
    setOpen(false);
    setDraft(EMPTY);
    setErrors(NO_ERRORS);
  };
  const edit = (patch: Partial<AgentDraft>) => {
    setDraft((prev) => ({ ...prev, ...patch }));
    // A verdict on the old value would contradict what is typed now; it is checked again on submit.
    setErrors((prev) => ({ form: prev.form, fields: {} }));
  };
  const submit = () => {
    const fields = validateAgentDraft(draft, rules);
    setErrors({ fields, form: null });
    if (Object.keys(fields).length > 0 || draft.type === null) return;
    const username = draft.username.trim();
    create.mutate(
      { username, password: draft.password, type: draft.type, uplineId: draft.upline?.id ?? null },
      {
        onSuccess: ({ id }) => {
          close();
          toast(t('agents.create.done', { username }));
          void navigate(`/agents/${encodeURIComponent(id)}`);
        },
        // A taken username answers 409: it belongs on the username field.
        onError: (error) => setErrors(toFormErrors(error, { conflictField: 'username' })),
      },
    );
  };
  const hints = { username: ruleHint(t, rules.username), password: ruleHint(t, rules.password) };
  const err = (name: string) => {
    const code = errors.fields[name];
    if (!code) return null;
    // A rule broken is said as the rule itself, which names what is asked, rather than "Not valid.".
    if ((name === 'username' || name === 'password') && code !== 'REQUIRED' && code !== 'TAKEN') {
      const rule = rules[name];
      if (code !== 'INVALID' || RULE_PATTERNS.includes(rule.patternId)) return hints[name];
    }
    if (name === 'uplineId' && code === 'INVALID') return t('agents.upline.refusal.NOT_AGENT');
    return fieldErrorText(t, code);
  };
  const usernameHint = hints.username;
  const passwordHint = hints.password;

  return (
    <>
      <button type="button" className="btn btn-primary page-header-action" onClick={() => setOpen(true)}>
        {t('agents.create.open')}
      </button>
      {open ? (
        <DecisionDialog
          title={t('agents.create.title')}
          busy={create.isPending}
          errors={{ form: errors.form, fields: {} }}
          confirmLabel={t('agents.create.submit')}
          pendingLabel={t('agents.create.creating')}
          onClose={close}
          onConfirm={submit}
        >
          <p className="muted">{t('agents.create.firstLogin')}</p>
          <Field id="agent-username" label={t('agents.username')} hint={usernameHint} error={err('username')}>
            <input
              id="agent-username"
              className="input"
              autoComplete="off"
              autoFocus
              maxLength={64}
              value={draft.username}
              aria-invalid={Boolean(errors.fields.username)}
              aria-describedby={describedBy('agent-username', usernameHint, err('username'))}
              onChange={(event) => edit({ username: event.target.value })}
            />
          </Field>
          <Field
            id="agent-password"
            label={t('agents.create.password')}
            hint={passwordHint}
            error={err('password')}
          >
            <input
              id="agent-password"
              className="input"
              type="password"
              autoComplete="new-password"
              maxLength={200}
              value={draft.password}
              aria-invalid={Boolean(errors.fields.password)}
              aria-describedby={describedBy('agent-password', passwordHint, err('password'))}
              onChange={(event) => edit({ password: event.target.value })}
            />
          </Field>
          <AgentTypeField
            id="agent-type"
            value={draft.type}
            error={err('type')}
            onChange={(type) => edit({ type })}
          />
          <UplinePicker
            id="agent-upline"
            value={draft.upline}
            allowNone
            noneLabel={t('agents.create.topAgent')}
            error={err('uplineId')}
            onChange={(upline) => edit({ upline: upline ?? null })}
          />
        </DecisionDialog>
      ) : null}
    </>
  );
}
