import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PromotionAdmin } from '@croupier/contracts';
import { NO_ERRORS, type FormErrors, toFormErrors } from '@croupier/web-kit';
import { currencyOf } from '@croupier/money';
import { useBrand, useMe } from '../api/queries.ts';
import { fieldErrorText } from '../i18n/errors.ts';
import { DetailPage } from '../ui/DetailPage.tsx';
import { FormProblem } from '../ui/LoadError.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { useToast } from '../ui/Toast.tsx';
import type { Errors } from '../vendors/rules.ts';
import { usePromotion, useSavePromotion } from './api.ts';
import { CostReport } from './CostReport.tsx';
import { FORM_ID, PromotionForm } from './PromotionForm.tsx';
import { PromotionPreview } from './PromotionPreview.tsx';
import {
  allowsPercent,
  canEditPromotions,
  newPromotion,
  promotionBody,
  promotionValues,
  validatePromotion,
  type PromotionField,
  type PromotionValues,
} from './rules.ts';
import './promotions.css';

/** The editor beside its live preview; read-only roles see the same form switched off. */
function Editor({ promotion }: { promotion: PromotionAdmin | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const me = useMe();
  const brand = useBrand();
  const { zone } = useBrandTime();
  const currency = currencyOf(brand.data?.currency.code ?? 'THB');
  const save = useSavePromotion();
  const editable = canEditPromotions(me.data?.role);
  const [values, setValues] = useState<PromotionValues>(() =>
    promotion ? promotionValues(promotion, zone) : newPromotion(),
  );
  const [errors, setErrors] = useState<Errors<PromotionField>>({});
  const [server, setServer] = useState<FormErrors>(NO_ERRORS);

  const set = <K extends keyof PromotionValues>(
    key: K,
    value: PromotionValues[K],
    field?: PromotionField,
  ) => {
    setValues((prev) => {
      const next = { ...prev, [key]: value };
      // A kind that cannot pay a percent falls back to a fixed reward rather than hold an invalid choice.
      if (key === 'kind' && !allowsPercent(next.kind)) next.rewardType = 'fixed';
      return next;
    });
    const cleared = field ?? (key as PromotionField);
    setErrors((prev) => ({ ...prev, [cleared]: undefined }));
    setServer((prev) => ({ ...prev, fields: { ...prev.fields, [cleared]: '' } }));
  };
  // The server names nested fields by their path (`reward.value`); the form by its own names.
  const SERVER_NAMES: Partial<Record<PromotionField, string>> = {
    rewardType: 'reward.type',
    rewardValue: 'reward.value',
    cap: 'reward.cap',
    minDeposit: 'reward.minDeposit',
    multiple: 'wagering.multiple',
    base: 'wagering.base',
    perPlayer: 'limits.perPlayer',
    perPeriod: 'limits.perPeriod',
    budget: 'limits.budget',
    vipLevels: 'audience.vipLevels',
  };
  const errorOf = (key: PromotionField) => {
    const own = errors[key];
    if (own) return t(own.key, own.values ?? {});
    const serverName = SERVER_NAMES[key] ?? key;
    const code =
      server.fields[serverName] ??
      (key === 'agents' || key === 'tags'
        ? Object.entries(server.fields).find(([name]) => name.startsWith(`audience.${key}`))?.[1]
        : undefined);
    return code ? fieldErrorText(t, code) : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || !editable) return;
    const found = validatePromotion(values, currency, zone);
    setErrors(found);
    setServer(NO_ERRORS);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`#${FORM_ID} [aria-invalid="true"]`)?.focus(),
      );
      return;
    }
    save.mutate(
      { id: promotion?.id ?? null, body: promotionBody(values, zone) },
      {
        onSuccess: (saved) => {
          toast(t(promotion ? 'promotions.editor.updated' : 'promotions.editor.created'));
          if (!promotion) void navigate(`/promotions/${encodeURIComponent(saved.id)}`, { replace: true });
        },
        onError: (err) => setServer(toFormErrors(err)),
      },
    );
  };

  return (
    <div className="promo-editor">
      <form id={FORM_ID} className="promo-form" onSubmit={submit} noValidate>
        <FormProblem code={server.form} />
        <fieldset disabled={!editable} className="promo-fields">
          <PromotionForm values={values} currency={currency} errorOf={errorOf} set={set} />
        </fieldset>
        {editable ? (
          <div className="dialog-actions">
            <SubmitButton pending={save.isPending} pendingLabel={t('promotions.editor.saving')}>
              {promotion ? t('promotions.editor.save') : t('promotions.editor.create')}
            </SubmitButton>
          </div>
        ) : null}
      </form>
      <PromotionPreview values={values} />
    </div>
  );
}

function Header({ promotion }: { promotion: PromotionAdmin | null }) {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <>
      <div className="page-header">
        <h1>
          {promotion
            ? t('promotions.editor.editTitle', { id: promotion.id })
            : t('promotions.editor.newTitle')}
        </h1>
        {promotion?.kind === 'application' ? (
          <Link
            className="btn page-header-action"
            to={`/promotions/${encodeURIComponent(promotion.id)}/applications`}
          >
            {t('promotions.applications')}
          </Link>
        ) : null}
      </div>
      {me.data && !canEditPromotions(me.data.role) ? (
        <p className="banner">{t('promotions.readOnly', { role: t(`roles.${me.data.role}`) })}</p>
      ) : null}
    </>
  );
}

/** `/promotions/new` and `/promotions/:id`: the editor, and for a saved promotion its cost report. */
export function PromotionEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const promotion = usePromotion(id ?? null);
  const back = { to: '/promotions', label: t('promotions.editor.back') };
  if (!id)
    return (
      <div className="page">
        <Link to={back.to} className="back-link">
          ‹ {back.label}
        </Link>
        <Header promotion={null} />
        <Editor promotion={null} />
      </div>
    );
  return (
    <DetailPage back={back} query={promotion}>
      {(data) => (
        <>
          <Header promotion={data} />
          <CostReport promotionId={data.id} />
          <Editor key={data.updatedAt} promotion={data} />
        </>
      )}
    </DetailPage>
  );
}
