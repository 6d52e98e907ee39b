import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointGoodsAdmin } from '@croupier/contracts';
import type { Currency } from '@croupier/money';
import { toFormErrors } from '@croupier/web-kit';
import { errorText, fieldErrorText } from '../i18n/errors.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Field, describedBy, focusFirstInvalid } from '../ui/Field.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { useToast } from '../ui/Toast.tsx';
import { useSaveGoods } from './api.ts';
import { checkGoods, EMPTY_GOODS, goodsRule, toGoodsDraft, type GoodsDraft } from './rules.ts';

type TextField = Exclude<keyof GoodsDraft, 'kind' | 'active'>;
const FORM_ID = 'goods-form';

/** Adds or changes goods: name, art (URL or SVG), type, points and money value, wagering, stock, order. */
export function GoodsDialog(props: {
  goods: PointGoodsAdmin | null;
  currency: Currency;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveGoods();
  const [draft, setDraft] = useState<GoodsDraft>(props.goods ? toGoodsDraft(props.goods) : EMPTY_GOODS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const g = (key: string) => `pointsMall.goods.${key}`;

  const change = (patch: Partial<GoodsDraft>, field: string) => {
    setDraft((previous) => ({ ...previous, ...patch }));
    setErrors((previous) => ({ ...previous, [field]: '' }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = checkGoods(draft, props.currency);
    setErrors(checked.errors);
    setFormError(null);
    if (!checked.input) return void focusFirstInvalid(FORM_ID);
    save.mutate(
      { id: props.goods?.id ?? null, input: checked.input },
      {
        onSuccess: () => {
          toast(t(g('saved')));
          props.onClose();
        },
        onError: (error) => {
          const problem = toFormErrors(error);
          setErrors(problem.fields);
          setFormError(problem.form);
          focusFirstInvalid(FORM_ID);
        },
      },
    );
  };
  const errorOf = (field: TextField) => {
    const code = errors[field];
    if (!code) return null;
    const rule = code === 'INVALID' ? goodsRule(field, props.currency) : null;
    return rule ? t(rule.key, rule.values ?? {}) : fieldErrorText(t, code);
  };
  const text = (field: TextField, options: { numeric?: boolean; hint?: string; long?: boolean } = {}) => {
    const id = `goods-${field}`;
    const error = errorOf(field);
    const common = {
      id,
      className: options.numeric ? 'input num' : 'input',
      value: draft[field],
      'aria-invalid': Boolean(error),
      'aria-describedby': describedBy(id, options.hint, error),
    };
    return (
      <Field id={id} label={t(g(field))} hint={options.hint} error={error}>
        {options.long ? (
          <textarea {...common} rows={3} onChange={(e) => change({ [field]: e.target.value }, field)} />
        ) : (
          <input
            {...common}
            inputMode={options.numeric ? 'decimal' : undefined}
            onChange={(e) => change({ [field]: e.target.value }, field)}
          />
        )}
      </Field>
    );
  };

  return (
    <Dialog
      title={props.goods ? t(g('editTitle'), { name: props.goods.name }) : t(g('addTitle'))}
      onClose={props.onClose}
      busy={save.isPending}
      wide
    >
      <form id={FORM_ID} className="dialog-body" onSubmit={submit} noValidate>
        {formError ? (
          <p className="banner banner-error" role="alert">
            {errorText(t, formError)}
          </p>
        ) : null}
        {text('name')}
        {text('description', { long: true })}
        {text('image', { long: true, hint: t(g('imageHint')) })}
        <fieldset className="radio-list">
          <legend className="field-label">{t(g('kind'))}</legend>
          {(['cash', 'physical'] as const).map((kind) => (
            <label key={kind} className="check">
              <input
                type="radio"
                name="goods-kind"
                value={kind}
                checked={draft.kind === kind}
                onChange={() => change({ kind }, 'kind')}
              />
              {t(`pointsMall.kinds.${kind}`)}
            </label>
          ))}
        </fieldset>
        {text('pointsNeeded', { numeric: true })}
        {text('moneyValue', { numeric: true, hint: t(g('moneyHint'), { currency: props.currency.code }) })}
        {text('wageringMultiple', { numeric: true, hint: t(g('wageringHint')) })}
        {text('remaining', { numeric: true })}
        {text('sort', { numeric: true })}
        <label className="check">
          <input
            type="checkbox"
            checked={draft.active}
            onChange={(e) => change({ active: e.target.checked }, 'active')}
          />
          {t(g('active'))}
        </label>
        <div className="dialog-actions">
          <button type="button" className="btn" disabled={save.isPending} onClick={props.onClose}>
            {t('common.cancel')}
          </button>
          <SubmitButton pending={save.isPending} pendingLabel={t('common.saving')}>
            {t(g('save'))}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
