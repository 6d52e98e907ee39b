import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_CONTENT_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  LANGUAGES,
  type AnnouncementAdmin,
} from '@croupier/contracts';
import { DateField, NO_ERRORS, type FormErrors, toFormErrors } from '@croupier/web-kit';
import { errorText, fieldErrorText } from '../i18n/errors.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Field, describedBy, CheckboxField } from '../ui/Field.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { useToast } from '../ui/Toast.tsx';
import type { Errors } from '../vendors/rules.ts';
import { useSaveAnnouncement } from './api.ts';
import {
  newAnnouncement,
  announcementBody,
  announcementValues,
  validateAnnouncement,
  type AnnouncementField,
  type AnnouncementValues,
} from './rules.ts';

/** Creates a notice (`notice` null) or edits one: texts per language, its publish window, order and switch. */
export function AnnouncementEditor(props: { notice: AnnouncementAdmin | null; onClose: () => void }) {
  const { zone, offset } = useBrandTime();
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveAnnouncement();
  const [values, setValues] = useState<AnnouncementValues>(() =>
    props.notice ? announcementValues(props.notice, zone) : newAnnouncement(),
  );
  const [errors, setErrors] = useState<Errors<AnnouncementField>>({});
  const [server, setServer] = useState<FormErrors>(NO_ERRORS);
  const id = 'notice-editor';

  const clear = (key: AnnouncementField) => {
    setErrors((prev) => ({ ...prev, [key]: undefined }));
    setServer((prev) => ({ ...prev, fields: { ...prev.fields, [key]: '' } }));
  };
  const errorOf = (key: AnnouncementField) => {
    const own = errors[key];
    if (own) return t(own.key, own.values ?? {});
    const code = server.fields[key];
    return code ? fieldErrorText(t, code) : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = validateAnnouncement(values, zone);
    setErrors(found);
    setServer(NO_ERRORS);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`#${id} [aria-invalid="true"]`)?.focus(),
      );
      return;
    }
    const body = announcementBody(values, zone);
    save.mutate(props.notice ? { id: props.notice.id, body } : { id: null, body }, {
      onSuccess: () => {
        toast(t(props.notice ? 'announcements.updated' : 'announcements.created'));
        props.onClose();
      },
      onError: (err) => setServer(toFormErrors(err)),
    });
  };

  const control = (
    key: AnnouncementField,
    label: string,
    spec: {
      value: string;
      onChange: (v: string) => void;
      hint?: string;
      kind: 'text' | 'area' | 'time' | 'order';
    },
  ) => {
    const error = errorOf(key);
    const domId = `${id}-${key.replace('.', '-')}`;
    const common = {
      id: domId,
      value: spec.value,
      'aria-invalid': Boolean(error),
      'aria-describedby': describedBy(domId, spec.hint, error),
    };
    const change = (value: string) => {
      spec.onChange(value);
      clear(key);
    };
    return (
      <Field
        id={domId}
        label={label}
        hint={spec.hint}
        error={error}
        className={spec.kind === 'text' || spec.kind === 'area' ? 'span-all' : undefined}
      >
        {spec.kind === 'area' ? (
          <textarea
            {...common}
            className="textarea"
            rows={4}
            maxLength={ANNOUNCEMENT_CONTENT_MAX}
            onChange={(e) => change(e.target.value)}
          />
        ) : spec.kind === 'time' ? (
          <DateField
            {...common}
            withTime
            className="input"
            pickLabel={t('layout.pickDate')}
            onValueChange={change}
          />
        ) : (
          <input
            {...common}
            className="input"
            autoComplete="off"
            type="text"
            inputMode={spec.kind === 'order' ? 'numeric' : undefined}
            maxLength={spec.kind === 'order' ? 6 : spec.kind === 'text' ? ANNOUNCEMENT_TITLE_MAX : undefined}
            onChange={(e) => change(e.target.value)}
          />
        )}
      </Field>
    );
  };

  return (
    <Dialog
      title={props.notice ? t('announcements.editTitle') : t('announcements.addTitle')}
      onClose={props.onClose}
      busy={save.isPending}
      wide
    >
      <form id={id} className="games-form" onSubmit={submit} noValidate>
        {server.form ? (
          <p className="banner banner-error span-all" role="alert">
            {errorText(t, server.form)}
          </p>
        ) : null}
        {LANGUAGES.map((lang) => (
          <fieldset key={lang} className="notice-language span-all">
            <legend>{t(`lang.${lang}`)}</legend>
            {control(`titles.${lang}`, t('announcements.titleIn', { language: t(`lang.${lang}`) }), {
              kind: 'text',
              value: values.titles[lang],
              onChange: (v) => setValues((prev) => ({ ...prev, titles: { ...prev.titles, [lang]: v } })),
              hint: lang === 'EN' ? t('announcements.titleHint', { max: ANNOUNCEMENT_TITLE_MAX }) : undefined,
            })}
            {control(`contents.${lang}`, t('announcements.contentIn', { language: t(`lang.${lang}`) }), {
              kind: 'area',
              value: values.contents[lang],
              onChange: (v) => setValues((prev) => ({ ...prev, contents: { ...prev.contents, [lang]: v } })),
              hint:
                lang === 'EN'
                  ? t('announcements.contentHint', { max: ANNOUNCEMENT_CONTENT_MAX })
                  : t('announcements.optionalLanguage'),
            })}
          </fieldset>
        ))}
        {control('startsAt', t('announcements.startsAt', { zone: offset }), {
          kind: 'time',
          value: values.startsAt,
          onChange: (v) => setValues((prev) => ({ ...prev, startsAt: v })),
          hint: t('announcements.startsAtHint'),
        })}
        {control('endsAt', t('announcements.endsAt', { zone: offset }), {
          kind: 'time',
          value: values.endsAt,
          onChange: (v) => setValues((prev) => ({ ...prev, endsAt: v })),
          hint: t('announcements.endsAtHint'),
        })}
        {control('sortOrder', t('announcements.sortOrder'), {
          kind: 'order',
          value: values.sortOrder,
          onChange: (v) => setValues((prev) => ({ ...prev, sortOrder: v })),
          hint: t('announcements.sortOrderHint'),
        })}
        <div className="field">
          <label className="field-label" htmlFor="announcement-audience">
            {t('announcements.audience')}
          </label>
          <select
            id="announcement-audience"
            value={values.audience}
            aria-describedby="announcement-audience-hint"
            onChange={(e) =>
              setValues((prev) => ({ ...prev, audience: e.target.value as AnnouncementValues['audience'] }))
            }
          >
            {ANNOUNCEMENT_AUDIENCES.map((audience) => (
              <option key={audience} value={audience}>
                {t(`announcements.audiences.${audience}`)}
              </option>
            ))}
          </select>
          <p className="field-hint" id="announcement-audience-hint">
            {t(`announcements.audienceHints.${values.audience}`)}
          </p>
        </div>
        <CheckboxField
          label={t('announcements.enabled')}
          checked={values.enabled}
          onChange={(checked) => setValues((prev) => ({ ...prev, enabled: checked }))}
        />
        <div className="dialog-actions span-all">
          <button type="button" className="btn" disabled={save.isPending} onClick={props.onClose}>
            {t('common.cancel')}
          </button>
          <SubmitButton pending={save.isPending} pendingLabel={t('common.saving')}>
            {props.notice ? t('announcements.save') : t('announcements.create')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
