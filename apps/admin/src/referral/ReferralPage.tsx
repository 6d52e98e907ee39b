import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  REFERRAL_STATUSES,
  type ReferralAdminFriend,
  type ReferralRules,
  type ReferralStatus,
} from '@croupier/contracts';
import type { Currency } from '@croupier/money';
import { NO_ERRORS, toFormErrors, type FormErrors } from '@croupier/web-kit';
import { useBrand, useMe } from '../api/queries.ts';
import { fieldErrorText } from '../i18n/errors.ts';
import { canEditPromotions } from '../promotions/rules.ts';
import { PagedTable } from '../ui/PagedTable.tsx';
import { SettingInput, SettingsFields, SettingsLoadState } from '../ui/SettingsForm.tsx';
import { ToggleGroup } from '../ui/ToggleGroup.tsx';
import { useToast } from '../ui/Toast.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { Money } from '../withdrawals/parts.tsx';
import { useReferralFriends, useReferralRules, useSaveReferralRules } from './api.ts';
import {
  AMOUNT_FIELDS,
  checkRules,
  fromDraft,
  RULE_BOUNDS,
  RULE_FIELDS,
  toDraft,
  type RulesDraft,
} from './rules-form.ts';
import './referral.css';

const TONE: Record<ReferralStatus, string> = {
  pending: 'badge-info',
  qualified: 'badge-positive',
  expired: '',
  self_referral: 'badge-negative',
};

function RulesForm({
  rules,
  currency,
  readOnly,
}: {
  rules: ReferralRules;
  currency: Currency;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveReferralRules();
  const [draft, setDraft] = useState<RulesDraft>(() => toDraft(rules));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const message = (field: (typeof RULE_FIELDS)[number]) => {
    const code = errors.fields[field];
    if (!code) return null;
    if (code === 'AMOUNT') return t('referral.amountError', { decimals: currency.decimals });
    if (code === 'OUT_OF_RANGE' && (field === 'qualifyDays' || field === 'wageringMultiple'))
      return t('referral.rangeError', RULE_BOUNDS[field]);
    return fieldErrorText(t, code);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || save.isPending) return;
    const found = checkRules(draft, currency);
    setErrors({ fields: found, form: null });
    if (Object.keys(found).length > 0) return;
    save.mutate(fromDraft(draft), {
      onSuccess: () => toast(t('referral.saved')),
      onError: (err) => setErrors(toFormErrors(err)),
    });
  };

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="referral-rules-heading">
      <h2 id="referral-rules-heading">{t('referral.rules')}</h2>
      <SettingsFields
        readOnly={readOnly}
        formError={errors.form}
        pending={save.isPending}
        saveLabel={t('referral.save')}
      >
        {RULE_FIELDS.map((field) => {
          const amount = AMOUNT_FIELDS.includes(field);
          return (
            <SettingInput
              key={field}
              id={`referral-${field}`}
              label={t(`referral.fields.${field}`)}
              hint={
                amount
                  ? t('referral.amountHint', { currency: currency.code })
                  : t(`referral.hints.${field}`, RULE_BOUNDS[field as keyof typeof RULE_BOUNDS])
              }
              error={message(field)}
              value={draft[field]}
              inputMode={amount ? 'decimal' : 'numeric'}
              onChange={(value) => {
                setDraft((prev) => ({ ...prev, [field]: value }));
                setErrors((prev) => ({ ...prev, fields: { ...prev.fields, [field]: '' } }));
              }}
            />
          );
        })}
      </SettingsFields>
    </form>
  );
}

function FriendRow({ friend }: { friend: ReferralAdminFriend }) {
  const { t } = useTranslation();
  const { time } = useBrandTime();
  return (
    <tr>
      <td>{friend.friendUsername}</td>
      <td>{friend.referrerUsername}</td>
      <td className="num">{time(friend.registeredAt)}</td>
      <td className="num">{friend.firstDeposit === null ? '—' : <Money amount={friend.firstDeposit} />}</td>
      <td className="num">
        <Money amount={friend.validBet} />
      </td>
      <td>
        <span className={`badge ${TONE[friend.status]}`}>{t(`referral.statuses.${friend.status}`)}</span>
        {friend.signals.length > 0 && (
          <span className="referral-signals">
            {friend.signals.map((signal) => t(`referral.signals.${signal}`)).join(' · ')}
          </span>
        )}
      </td>
      <td className="num">{friend.reward === null ? '—' : <Money amount={friend.reward} />}</td>
      <td className="num">{friend.decidedAt ? time(friend.decidedAt) : '—'}</td>
    </tr>
  );
}

/**
 * The referral programme: the brand's rule (owners and admins edit it), and every referred player with what
 * became of the referral; self-referrals are flagged with what the two accounts shared.
 */
export function ReferralPage() {
  const { t } = useTranslation();
  const rules = useReferralRules();
  const brand = useBrand();
  const me = useMe();
  const readOnly = !canEditPromotions(me.data?.role);
  const [params, setParams] = useSearchParams();
  const status = (REFERRAL_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as ReferralStatus)
    : '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const friends = useReferralFriends(status, page);
  const { offset } = useBrandTime();

  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('referral.heading')}</h1>
      </div>
      <p className="muted page-lead">{t('referral.lead')}</p>
      <SettingsLoadState
        query={rules}
        role={me.data?.role}
        readOnly={readOnly}
        readOnlyText={(role) => t('referral.readOnly', { role })}
      />
      {rules.data && brand.data ? (
        <RulesForm
          key={JSON.stringify(rules.data)}
          rules={rules.data}
          currency={brand.data.currency}
          readOnly={readOnly}
        />
      ) : null}
      <h2>{t('referral.friends')}</h2>
      <div className="filter-bar">
        <ToggleGroup
          label={t('referral.status')}
          options={['', ...REFERRAL_STATUSES] as const}
          value={status}
          text={(option) => (option ? t(`referral.statuses.${option}`) : t('referral.all'))}
          onChange={(option) => setParams(option ? { status: option } : {})}
        />
      </div>
      <PagedTable
        query={friends}
        caption={t('referral.friends')}
        className="referral-table"
        columns={[
          { label: t('referral.friend') },
          { label: t('referral.referrer') },
          { label: t('referral.registered', { zone: offset }) },
          { label: t('referral.firstDeposit'), money: true },
          { label: t('referral.validBet'), money: true },
          { label: t('referral.status') },
          { label: t('referral.reward'), money: true },
          { label: t('referral.decided', { zone: offset }) },
        ]}
        emptyText={t('referral.empty')}
        row={(friend) => <FriendRow key={friend.friendId} friend={friend} />}
        pagerLabel={t('referral.pages')}
        page={page}
        onPage={(next) => setParams({ ...(status ? { status } : {}), page: String(next) })}
      />
    </div>
  );
}
