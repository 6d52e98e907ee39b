import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_WAGERING_CONTRIBUTIONS,
  GAME_TYPES,
  LANGUAGES,
  PROMOTION_CONTENT_MAX,
  PROMOTION_KINDS,
  PROMOTION_SUMMARY_MAX,
  PROMOTION_TITLE_MAX,
} from '@croupier/contracts';
import type { Currency } from '@croupier/money';
import { Field, describedBy, CheckboxField } from '../ui/Field.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { allowsPercent, DEPOSIT_KINDS, type PromotionField, type PromotionValues } from './rules.ts';

export const FORM_ID = 'promotion-editor';
const domId = (key: string) => `${FORM_ID}-${key.replace('.', '-')}`;

interface FormProps {
  values: PromotionValues;
  currency: Currency;
  errorOf: (key: PromotionField) => string | null;
  set: <K extends keyof PromotionValues>(key: K, value: PromotionValues[K], field?: PromotionField) => void;
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="promo-group">
      <legend>{legend}</legend>
      <div className="games-form">{children}</div>
    </fieldset>
  );
}

/** One text box bound to a field; `multiline` for the contents. */
function TextInput(props: {
  form: FormProps;
  field: PromotionField;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  max: number;
  numeric?: boolean;
  multiline?: boolean;
  wide?: boolean;
}) {
  const id = domId(props.field);
  const error = props.form.errorOf(props.field);
  const common = {
    id,
    value: props.value,
    maxLength: props.max,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy(id, props.hint, error),
  };
  return (
    <Field
      id={id}
      label={props.label}
      hint={props.hint}
      error={error}
      className={props.wide || props.multiline ? 'span-all' : undefined}
    >
      {props.multiline ? (
        <textarea
          {...common}
          className="textarea"
          rows={4}
          onChange={(e) => props.onChange(e.target.value)}
        />
      ) : (
        <input
          {...common}
          className={props.numeric ? 'input num' : 'input'}
          autoComplete="off"
          inputMode={props.numeric ? 'decimal' : undefined}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** A select of fixed options bound to a field. */
function Choice<T extends string>(props: {
  form: FormProps;
  field: PromotionField;
  label: string;
  value: T;
  options: readonly T[];
  text: (option: T) => string;
  onChange: (value: T) => void;
}) {
  const id = domId(props.field);
  const error = props.form.errorOf(props.field);
  return (
    <Field id={id} label={props.label} error={error}>
      <select
        id={id}
        className="select"
        value={props.value}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, false, error)}
        onChange={(e) => props.onChange(props.options.find((o) => o === e.target.value) ?? props.options[0]!)}
      >
        {props.options.map((option) => (
          <option key={option} value={option}>
            {props.text(option)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Every field of `POST /admin-api/v1/promotions`, grouped as an operator thinks of them. */
export function PromotionForm(form: FormProps) {
  const { t } = useTranslation();
  const { offset } = useBrandTime();
  const { values, set, currency } = form;
  const money = { currency: currency.code };
  const text = (
    field: keyof PromotionValues & PromotionField,
    max: number,
    extra: Partial<Parameters<typeof TextInput>[0]> = {},
  ) => (
    <TextInput
      form={form}
      field={field}
      label={t(`promotions.editor.${field}`, money)}
      value={values[field] as string}
      onChange={(v) => set(field, v as never)}
      max={max}
      {...extra}
    />
  );
  const deposit = DEPOSIT_KINDS.includes(values.kind);
  const wagering = values.multiple.trim() !== '0';
  return (
    <>
      <Group legend={t('promotions.editor.content')}>
        <Choice
          form={form}
          field="kind"
          label={t('promotions.editor.kind')}
          value={values.kind}
          options={PROMOTION_KINDS}
          text={(kind) => t(`promotions.kinds.${kind}`)}
          onChange={(kind) => set('kind', kind)}
        />
        {text('imageUrl', 500, { hint: t('promotions.editor.imageUrlHint') })}
        {LANGUAGES.map((lang) => {
          const language = { language: t(`lang.${lang}`) };
          const texts = (group: 'titles' | 'summaries' | 'contents', max: number, label: string) => (
            <TextInput
              form={form}
              field={`${group}.${lang}`}
              label={t(`promotions.editor.${label}`, language)}
              value={values[group][lang]}
              onChange={(v) => set(group, { ...values[group], [lang]: v }, `${group}.${lang}`)}
              max={max + 50}
              hint={group === 'titles' && lang === 'EN' ? t('promotions.editor.titleHint') : undefined}
              wide={group !== 'titles'}
              multiline={group === 'contents'}
            />
          );
          return (
            <div key={lang} className="promo-language span-all">
              {texts('titles', PROMOTION_TITLE_MAX, 'titleIn')}
              {texts('summaries', PROMOTION_SUMMARY_MAX, 'summaryIn')}
              {texts('contents', PROMOTION_CONTENT_MAX, 'contentIn')}
            </div>
          );
        })}
      </Group>
      <Group legend={t('promotions.editor.window')}>
        {text('startsAt', 16, { hint: t('promotions.editor.timeHint', { zone: offset }), numeric: true })}
        {text('endsAt', 16, { hint: t('promotions.editor.timeHint', { zone: offset }), numeric: true })}
      </Group>
      <Group legend={t('promotions.editor.audience')}>
        {text('vipLevels', 400, { hint: t('promotions.editor.vipLevelsHint') })}
        {text('agents', 2000, { hint: t('promotions.editor.agentsHint') })}
        {text('tags', 1000, { hint: t('promotions.editor.tagsHint') })}
      </Group>
      <Group legend={t('promotions.editor.reward')}>
        <Choice
          form={form}
          field="rewardType"
          label={t('promotions.editor.rewardType')}
          value={values.rewardType}
          options={allowsPercent(values.kind) ? (['percent', 'fixed'] as const) : (['fixed'] as const)}
          text={(type) => t(`promotions.editor.rewardTypes.${type}`)}
          onChange={(type) => set('rewardType', type)}
        />
        <TextInput
          form={form}
          field="rewardValue"
          label={t(
            values.rewardType === 'percent'
              ? 'promotions.editor.rewardPercent'
              : 'promotions.editor.rewardFixed',
            money,
          )}
          value={values.rewardValue}
          onChange={(v) => set('rewardValue', v)}
          max={24}
          numeric
        />
        {values.rewardType === 'percent' &&
          text('cap', 24, { hint: t('promotions.editor.capHint'), numeric: true })}
        {deposit && text('minDeposit', 24, { numeric: true })}
      </Group>
      <Group legend={t('promotions.editor.wagering')}>
        {text('multiple', 3, { hint: t('promotions.editor.multipleHint'), numeric: true })}
        {deposit && wagering ? (
          <Choice
            form={form}
            field="base"
            label={t('promotions.editor.base')}
            value={values.base}
            options={['bonus', 'bonus_deposit'] as const}
            text={(base) => t(`promotions.editor.bases.${base}`)}
            onChange={(base) => set('base', base)}
          />
        ) : null}
        {text('maxStake', 24, { hint: t('promotions.editor.maxStakeHint'), numeric: true })}
        {wagering ? (
          <fieldset className="promo-contributions span-all">
            <legend>{t('promotions.editor.contributions')}</legend>
            <p className="hint">{t('promotions.editor.contributionsHint')}</p>
            <div className="promo-contribution-grid">
              {GAME_TYPES.map((type) => (
                <TextInput
                  key={type}
                  form={form}
                  field={`contributions.${type}`}
                  label={t(`gameTypes.${type}`)}
                  value={values.contributions[type]}
                  onChange={(v) =>
                    set('contributions', { ...values.contributions, [type]: v }, `contributions.${type}`)
                  }
                  hint={`${DEFAULT_WAGERING_CONTRIBUTIONS[type]}`}
                  max={3}
                  numeric
                />
              ))}
            </div>
          </fieldset>
        ) : null}
      </Group>
      <Group legend={t('promotions.editor.limits')}>
        {text('perPlayer', 5, { numeric: true })}
        <Choice
          form={form}
          field="perPeriod"
          label={t('promotions.editor.perPeriod')}
          value={values.perPeriod}
          options={['', 'day', 'week', 'month'] as const}
          text={(period) => t(`promotions.editor.periods.${period || 'none'}`)}
          onChange={(period) => set('perPeriod', period)}
        />
        {text('budget', 24, { hint: t('promotions.editor.budgetHint'), numeric: true })}
        <CheckboxField
          label={t('promotions.editor.enabled')}
          checked={values.enabled}
          onChange={(checked) => set('enabled', checked)}
        />
      </Group>
    </>
  );
}
