import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '@croupier/contracts';
import { FormError, SubmitButton } from '../accounts/fields.tsx';
import { focusFirstError, useForm, useMsg } from '../accounts/hooks.ts';
import { problemToForm } from '../accounts/problem.ts';
import { ImagePicker, RemarkField, usePickedImages } from '../ui/ProofFields.tsx';
import { useApplyPromotion } from './api.ts';
import { checkApplication } from './logic.ts';

const VISIBLE = ['remark', 'files'] as const;

/** Spec §3: an application with a remark and up to three proof images, sent as multipart. */
export function ApplyForm({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const msg = useMsg();
  const ids = useId();
  const ref = useRef<HTMLFormElement>(null);
  const apply = useApplyPromotion();
  const form = useForm({ remark: '' });
  const picked = usePickedImages();
  const [sent, setSent] = useState(false);

  const submit = () =>
    form.run(async () => {
      const errors = checkApplication(form.values);
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) return focusFirstError(ref.current);
      const body = new FormData();
      body.append('remark', form.values.remark.trim());
      for (const image of picked.images) body.append('files', image.file, image.file.name);
      try {
        await apply.mutateAsync({ id: promotion.id, form: body });
        setSent(true);
      } catch (error) {
        const problem = problemToForm(error, { visible: VISIBLE });
        form.setErrors(problem.fields);
        form.setFormError(problem.fields.files ?? problem.form);
        focusFirstError(ref.current);
      }
    });

  if (sent)
    return (
      <p className="promo-done" role="status">
        {t('rewards.apply.done')}
      </p>
    );
  return (
    <section className="promo-apply" aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`}>{t('rewards.apply.title', { title: promotion.title })}</h3>
      <p className="promo-muted">{t('rewards.apply.lead')}</p>
      <form ref={ref} noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
        <RemarkField
          id={ids}
          label={t('rewards.apply.remark')}
          value={form.values.remark}
          error={msg(form.errors.remark)}
          countText={(count, max) => t('rewards.apply.remarkCount', { count, max })}
          onChange={(value) => form.bind('remark').onChange(value)}
        />
        <ImagePicker id={ids} texts="rewards.apply" picked={picked} />
        <FormError error={form.formError} />
        <SubmitButton busy={form.busy}>{t('rewards.apply.submit')}</SubmitButton>
      </form>
    </section>
  );
}
