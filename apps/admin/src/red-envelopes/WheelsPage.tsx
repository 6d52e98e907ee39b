import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyOf } from '@croupier/money';
import { LANGUAGES, WHEEL_MAX_SEGMENTS, type WheelAdmin } from '@croupier/contracts';
import { NO_ERRORS, toFormErrors, type FormErrors } from '@croupier/web-kit';
import { useBrand, useMe } from '../api/queries.ts';
import { fieldErrorText } from '../i18n/errors.ts';
import { titleInLanguage } from '../i18n/index.ts';
import { canEditPromotions, moneyIn } from '../promotions/rules.ts';
import { focusFirstInvalid } from '../ui/Field.tsx';
import { FormProblem, LoadError } from '../ui/LoadError.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { useToast } from '../ui/Toast.tsx';
import { useSaveWheel, useWheels } from './api.ts';
import { TextInput } from './inputs.tsx';
import {
  newWheel,
  validateWheel,
  wheelBody,
  wheelOdds,
  wheelValues,
  type SegmentValues,
  type WheelValues,
} from './rules.ts';
import './envelopes.css';

const WHEEL_FORM_ID = 'wheel-editor';

function WheelEditor({
  wheel,
  readOnly,
  onSaved,
}: {
  wheel: WheelAdmin | null;
  readOnly: boolean;
  onSaved: (id: string) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const currency = currencyOf(useBrand().data?.currency.code ?? 'THB');
  const save = useSaveWheel();
  const [values, setValues] = useState<WheelValues>(() => (wheel ? wheelValues(wheel) : newWheel()));
  const [errors, setErrors] = useState<ReturnType<typeof validateWheel>>({});
  const [server, setServer] = useState<FormErrors>(NO_ERRORS);
  const odds = wheelOdds(values, currency);
  const errorOf = (key: string) => {
    const own = errors[key];
    if (own) return t(own.key, own.values ?? {});
    return server.fields[key] ? fieldErrorText(t, server.fields[key]) : null;
  };
  // A changed field's verdict goes with its old value; adding or removing a segment renumbers them all.
  const forget = (key: string | null) => {
    const keep = ([name]: [string, unknown]) => key !== null && name !== key;
    setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(keep)));
    setServer((prev) => ({ ...prev, fields: Object.fromEntries(Object.entries(prev.fields).filter(keep)) }));
  };
  const set = (patch: Partial<WheelValues>, key: string | null) => {
    setValues((prev) => ({ ...prev, ...patch }));
    forget(key);
  };
  const setSegment = (index: number, patch: Partial<SegmentValues>) => {
    setValues((prev) => ({
      ...prev,
      segments: prev.segments.map((one, i) => (i === index ? { ...one, ...patch } : one)),
    }));
    const [field] = Object.keys(patch);
    forget(`segments.${index}.${field === 'prize' || field === 'weight' ? field : `labels.${field}`}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || save.isPending) return;
    const found = validateWheel(values, currency);
    setErrors(found);
    setServer(NO_ERRORS);
    if (Object.keys(found).length > 0) return void focusFirstInvalid(WHEEL_FORM_ID);
    save.mutate(
      { id: wheel?.id ?? null, body: wheelBody(values) },
      {
        onSuccess: (saved) => {
          toast(t('envelopes.wheels.saved'));
          onSaved(saved.id);
        },
        onError: (error) => {
          setServer(toFormErrors(error));
          focusFirstInvalid(WHEEL_FORM_ID);
        },
      },
    );
  };
  const field = (
    key: keyof Omit<WheelValues, 'enabled' | 'segments'>,
    label: string,
    inputMode: 'decimal' | 'numeric' | 'text' = 'decimal',
  ) => {
    const errorKey = LANGUAGES.includes(key as 'EN') ? `names.${key}` : key;
    return (
      <TextInput
        id={`wheel-${key}`}
        label={label}
        inputMode={inputMode}
        value={values[key]}
        error={errorOf(errorKey)}
        onChange={(value) => set({ [key]: value }, errorKey)}
      />
    );
  };
  return (
    <form
      id={WHEEL_FORM_ID}
      className="card envelope-form"
      onSubmit={submit}
      noValidate
      aria-label={t('envelopes.wheels.editor')}
    >
      <h2>
        {wheel
          ? t('envelopes.wheels.openFor', { name: titleInLanguage(wheel.names) })
          : t('envelopes.wheels.add')}
      </h2>
      <FormProblem code={server.form} />
      <fieldset disabled={readOnly} className="envelope-fieldset">
        <div className="envelope-grid">
          {LANGUAGES.map((language) => field(language, t('envelopes.wheels.name', { language }), 'text'))}
          {field('depositPerSpin', t('envelopes.wheels.depositPerSpin'))}
          {field('validBetPerSpin', t('envelopes.wheels.validBetPerSpin'))}
          {field('budget', t('envelopes.wheels.budget'))}
          {field('wageringMultiple', t('envelopes.wheels.wagering'), 'numeric')}
          <label className="check">
            <input
              type="checkbox"
              checked={values.enabled}
              onChange={(e) => set({ enabled: e.target.checked }, 'enabled')}
            />
            {t('envelopes.wheels.enabled')}
          </label>
        </div>
        <table className="table wheel-segments">
          <caption>{t('envelopes.wheels.segments')}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              {LANGUAGES.map((language) => (
                <th key={language} scope="col">
                  {t('envelopes.wheels.label', { language })}
                </th>
              ))}
              <th scope="col">{t('envelopes.wheels.prize')}</th>
              <th scope="col">{t('envelopes.wheels.weight')}</th>
              <th scope="col" className="money-cell">
                {t('envelopes.wheels.chance')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('envelopes.wheels.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {values.segments.map((one, index) => (
              <tr key={index}>
                <th scope="row">{index + 1}</th>
                {LANGUAGES.map((language) => (
                  <td key={language}>
                    <TextInput
                      id={`segment-${index}-${language}`}
                      label={t('envelopes.wheels.segmentLabel', { n: index + 1, language })}
                      className="cell-field"
                      value={one[language]}
                      error={errorOf(`segments.${index}.labels.${language}`)}
                      onChange={(value) => setSegment(index, { [language]: value })}
                    />
                  </td>
                ))}
                <td>
                  <TextInput
                    id={`segment-${index}-prize`}
                    label={t('envelopes.wheels.segmentPrize', { n: index + 1 })}
                    className="cell-field"
                    inputMode="decimal"
                    hint={one.prize.trim() ? undefined : t('envelopes.wheels.noPrize')}
                    value={one.prize}
                    error={errorOf(`segments.${index}.prize`)}
                    onChange={(value) => setSegment(index, { prize: value })}
                  />
                </td>
                <td>
                  <TextInput
                    id={`segment-${index}-weight`}
                    label={t('envelopes.wheels.segmentWeight', { n: index + 1 })}
                    className="cell-field"
                    inputMode="numeric"
                    value={one.weight}
                    error={errorOf(`segments.${index}.weight`)}
                    onChange={(value) => setSegment(index, { weight: value })}
                  />
                </td>
                <td className="num money-cell">
                  {odds.chances[index] === null ? '—' : `${odds.chances[index]}%`}
                </td>
                <td>
                  <button
                    type="button"
                    className="btn"
                    disabled={values.segments.length <= 2}
                    aria-label={t('envelopes.wheels.removeSegment', { n: index + 1 })}
                    onClick={() => set({ segments: values.segments.filter((_, i) => i !== index) }, null)}
                  >
                    {t('envelopes.wheels.remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {errorOf('segments') ? <p className="error">{errorOf('segments')}</p> : null}
        <p className="wheel-cost" role="status">
          {t('envelopes.wheels.expectedCost')}: <strong className="num">{odds.cost ?? '—'}</strong>
        </p>
        <div className="section-actions">
          <button
            type="button"
            className="btn"
            disabled={values.segments.length >= WHEEL_MAX_SEGMENTS}
            onClick={() =>
              set(
                { segments: [...values.segments, { EN: '', CN: '', TH: '', prize: '', weight: '1' }] },
                null,
              )
            }
          >
            {t('envelopes.wheels.addSegment')}
          </button>
          <SubmitButton pending={save.isPending} pendingLabel={t('common.saving')}>
            {t('envelopes.wheels.save')}
          </SubmitButton>
        </div>
      </fieldset>
    </form>
  );
}

/** `/prize-wheels`: the brand's wheels (chances, expected cost, spent, spins) and the editor. */
export function WheelsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const wheels = useWheels();
  const money = moneyIn(useBrand().data?.currency.code ?? 'THB');
  const editable = canEditPromotions(me.data?.role);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const current = wheels.data?.find((one) => one.id === editing) ?? null;
  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('envelopes.wheels.heading')}</h1>
        {editable ? (
          <button
            type="button"
            className="btn btn-primary page-header-action"
            onClick={() => setEditing('new')}
          >
            {t('envelopes.wheels.add')}
          </button>
        ) : null}
      </div>
      {wheels.isError ? <LoadError error={wheels.error} retry={() => void wheels.refetch()} /> : null}
      {wheels.data?.length === 0 ? <p className="muted">{t('envelopes.wheels.empty')}</p> : null}
      {wheels.data && wheels.data.length > 0 ? (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">{t('envelopes.wheels.heading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('envelopes.wheels.nameShort')}</th>
                <th scope="col">{t('envelopes.wheels.state')}</th>
                <th scope="col" className="money-cell">
                  {t('envelopes.wheels.expectedCost')}
                </th>
                <th scope="col" className="money-cell">
                  {t('envelopes.wheels.spent')}
                </th>
                <th scope="col" className="money-cell">
                  {t('envelopes.wheels.spins')}
                </th>
                <th scope="col">{t('envelopes.wheels.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {wheels.data.map((wheel) => {
                const name = titleInLanguage(wheel.names);
                return (
                  <tr key={wheel.id}>
                    <th scope="row">{name}</th>
                    <td>{wheel.enabled ? t('envelopes.wheels.on') : t('envelopes.wheels.off')}</td>
                    <td className="num money-cell">{money(wheel.expectedCostPerSpin)}</td>
                    <td className="num money-cell">
                      {money(wheel.spent)}
                      {wheel.budget ? <div className="muted cell-sub">/ {money(wheel.budget)}</div> : null}
                    </td>
                    <td className="num money-cell">
                      {wheel.spinsUsed}/{wheel.spinsEarned}
                    </td>
                    <td>
                      <button
                        type="button"
                        className="btn"
                        aria-label={t('envelopes.wheels.openFor', { name })}
                        onClick={() => setEditing(wheel.id)}
                      >
                        {t('envelopes.wheels.open')}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {editing !== null && (editing === 'new' || current) ? (
        <WheelEditor key={editing} wheel={current} readOnly={!editable} onSaved={(id) => setEditing(id)} />
      ) : null}
    </div>
  );
}
