import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LotterySettings } from '@croupier/contracts';
import type { Currency } from '@croupier/money';
import { NO_ERRORS, type FormErrors, toFormErrors } from '@croupier/web-kit';
import { useBrand, useMe } from '../api/queries.ts';
import { Field, describedBy } from '../ui/Field.tsx';
import { SettingInput, SettingsFields, SettingsLoadState } from '../ui/SettingsForm.tsx';
import { useToast } from '../ui/Toast.tsx';
import { useLotterySettings, useSaveLotterySettings } from './api.ts';
import { OddsOverrides } from './OddsOverrides.tsx';
import { canEditLotterySettings } from './rules.ts';
import {
  CAP_MODES,
  checkLotterySettings,
  LIMIT_FIELDS,
  PRIZE_GROUP_RANGE,
  settingsErrorText,
  toDraft,
  type LotterySettingsDraft,
} from './settings-form.ts';
import '../players/players.css';
import '../vendors/games.css';
import './lottery.css';

function SettingsForm(props: { settings: LotterySettings; currency: Currency; readOnly: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveLotterySettings();
  const [draft, setDraft] = useState<LotterySettingsDraft>(() => toDraft(props.settings));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const message = (field: string) => settingsErrorText(t, field, errors.fields[field], props.currency);
  const s = (key: string) => `lottery.settings.${key}`;

  const change = (patch: Partial<LotterySettingsDraft>, field: string) => {
    setDraft((previous) => ({ ...previous, ...patch }));
    setErrors((previous) => ({ ...previous, fields: { ...previous.fields, [field]: '' } }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.readOnly || save.isPending) return;
    const checked = checkLotterySettings(draft, props.currency);
    setErrors({ fields: checked.errors, form: null });
    if (Object.keys(checked.errors).length > 0) return;
    save.mutate(checked.settings, {
      onSuccess: () => toast(t(s('saved'))),
      onError: (error) => setErrors(toFormErrors(error)),
    });
  };
  const groupsError = message('prizeGroups');
  const amountHint = t(s('amountHint'), { currency: props.currency.code, decimals: props.currency.decimals });

  return (
    <form className="card" onSubmit={submit} noValidate aria-label={t(s('heading'))}>
      <SettingsFields
        readOnly={props.readOnly}
        formError={errors.form}
        pending={save.isPending}
        saveLabel={t(s('save'))}
      >
        <h2 className="settings-wide lottery-settings-title">{t(s('groupsHeading'))}</h2>
        <SettingInput
          id="lottery-max-group"
          label={t(s('maxPrizeGroup'))}
          hint={t(s('maxPrizeGroupHint'), PRIZE_GROUP_RANGE)}
          error={message('maxPrizeGroup')}
          value={draft.maxPrizeGroup}
          inputMode="numeric"
          onChange={(maxPrizeGroup) => change({ maxPrizeGroup }, 'maxPrizeGroup')}
        />
        <Field
          id="lottery-groups"
          label={t(s('prizeGroups'))}
          hint={t(s('prizeGroupsHint'))}
          error={groupsError}
        >
          <input
            id="lottery-groups"
            className="input num"
            value={draft.prizeGroups}
            aria-invalid={Boolean(groupsError)}
            aria-describedby={describedBy('lottery-groups', true, groupsError)}
            onChange={(event) => change({ prizeGroups: event.target.value }, 'prizeGroups')}
          />
        </Field>
        <h2 className="settings-wide lottery-settings-title">{t(s('limitsHeading'))}</h2>
        {LIMIT_FIELDS.map((field) => (
          <SettingInput
            key={field}
            id={`lottery-${field}`}
            label={t(s(field))}
            hint={`${t(s(`${field}Hint`))} ${amountHint}`}
            error={message(field)}
            value={draft[field]}
            inputMode="decimal"
            onChange={(value) => change({ [field]: value }, field)}
          />
        ))}
        <fieldset className="radio-list settings-wide">
          <legend className="field-label">{t(s('capMode'))}</legend>
          {CAP_MODES.map((mode) => (
            <label key={mode} className="check">
              <input
                type="radio"
                name="lottery-cap-mode"
                value={mode}
                checked={draft.capMode === mode}
                onChange={() => change({ capMode: mode }, 'capMode')}
              />
              {t(s(`capModes.${mode}`))}
            </label>
          ))}
        </fieldset>
        <OddsOverrides
          overrides={draft.overrides}
          errorOf={(key) => message(`overrides.${key}`)}
          onChange={(key, value) =>
            change({ overrides: { ...draft.overrides, [key]: value } }, `overrides.${key}`)
          }
        />
      </SettingsFields>
    </form>
  );
}

/** The brand's lottery settings: prize groups, limits, number caps and odds; owners and admins save them. */
export function LotterySettingsPage() {
  const { t } = useTranslation();
  const settings = useLotterySettings();
  const brand = useBrand();
  const me = useMe();
  const readOnly = !canEditLotterySettings(me.data?.role);
  const data = settings.data;
  return (
    <div className="page">
      <p>
        <Link to="/lottery">{t('lottery.back')}</Link>
      </p>
      <h1>{t('lottery.settings.heading')}</h1>
      <p className="muted page-lead">{t('lottery.settings.intro')}</p>
      <SettingsLoadState
        query={settings}
        role={me.data?.role}
        readOnly={readOnly}
        readOnlyText={(role) => t('lottery.settings.readOnly', { role })}
      />
      {data && brand.data ? (
        <SettingsForm
          key={JSON.stringify(data)}
          settings={data}
          currency={brand.data.currency}
          readOnly={readOnly}
        />
      ) : null}
    </div>
  );
}
