import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  BANNER_ACTION_MAX,
  BANNER_GROUPS,
  BANNER_LINKAGE_TYPES,
  GAME_TYPES,
  LANGUAGES,
  type BannerAdmin,
} from '@croupier/contracts';
import { NO_ERRORS, type FormErrors, toFormErrors } from '@croupier/web-kit';
import { useSaveBanner } from './api.ts';
import { errorText, fieldErrorText } from '../i18n/errors.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Field, describedBy, CheckboxField } from '../ui/Field.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { useToast } from '../ui/Toast.tsx';
import type { Errors } from '../vendors/rules.ts';
import {
  bannerBody,
  bannerValues,
  newBanner,
  validateBanner,
  type BannerField,
  type BannerGroup,
  type BannerValues,
} from './rules.ts';

/** A banner group by name: the page groups (home, register, ...) or a game category. */
export function groupLabel(t: TFunction, group: BannerGroup): string {
  return (GAME_TYPES as readonly string[]).includes(group)
    ? t('banners.categoryGroup', { category: t(`gameTypes.${group}`) })
    : t(`banners.groups.${group}`);
}

/** The image the operator typed, as players will see it; says so when it does not load. */
function Preview({ url, alt }: { url: string; alt: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  if (!url.trim()) return <p className="hint">{t('banners.previewEmpty')}</p>;
  return (
    <>
      <img
        key={url}
        className="banner-preview"
        // A broken image says so in words below instead of showing the browser's broken-image box.
        hidden={failed === url}
        src={url.trim()}
        alt={alt || t('banners.previewAlt')}
        onError={() => setFailed(url)}
        onLoad={() => setFailed(null)}
      />
      {failed === url ? (
        <p className="error" role="status">
          {t('banners.previewFailed')}
        </p>
      ) : null}
    </>
  );
}

/** Creates a banner (`banner` null) or edits one; the image preview follows the URL as it is typed. */
export function BannerEditor(props: {
  banner: BannerAdmin | null;
  group?: BannerGroup;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveBanner();
  const [values, setValues] = useState<BannerValues>(() =>
    props.banner ? bannerValues(props.banner) : newBanner(props.group),
  );
  const [errors, setErrors] = useState<Errors<BannerField>>({});
  const [server, setServer] = useState<FormErrors>(NO_ERRORS);
  const id = 'banner-editor';

  const clear = (key: BannerField) => {
    setErrors((prev) => ({ ...prev, [key]: undefined }));
    setServer((prev) => ({ ...prev, fields: { ...prev.fields, [key]: '' } }));
  };
  const set = <K extends keyof BannerValues>(key: K, value: BannerValues[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    if (key !== 'titles' && key !== 'actions') clear(key as BannerField);
  };
  const errorOf = (key: BannerField) => {
    const own = errors[key];
    if (own) return t(own.key, own.values ?? {});
    const code = server.fields[key];
    return code ? fieldErrorText(t, code) : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = validateBanner(values);
    setErrors(found);
    setServer(NO_ERRORS);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`#${id} [aria-invalid="true"]`)?.focus(),
      );
      return;
    }
    save.mutate(
      { id: props.banner?.id ?? null, body: bannerBody(values) },
      {
        onSuccess: () => {
          toast(t(props.banner ? 'banners.updated' : 'banners.created'));
          props.onClose();
        },
        onError: (err) => setServer(toFormErrors(err)),
      },
    );
  };

  const input = (
    key: BannerField,
    label: string,
    value: string,
    onChange: (v: string) => void,
    hint?: string,
  ) => {
    const error = errorOf(key);
    const domId = `${id}-${key.replace('.', '-')}`;
    return (
      <Field
        id={domId}
        label={label}
        hint={hint}
        error={error}
        className={key === 'url' ? 'span-all' : undefined}
      >
        <input
          id={domId}
          className={key === 'url' || key === 'linkageTarget' ? 'input mono' : 'input'}
          value={value}
          autoComplete="off"
          maxLength={
            key === 'sortOrder'
              ? 6
              : key.startsWith('titles')
                ? 120
                : key.startsWith('actions')
                  ? BANNER_ACTION_MAX
                  : 500
          }
          inputMode={key === 'sortOrder' ? 'numeric' : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(domId, hint, error)}
          onChange={(e) => onChange(e.target.value)}
        />
      </Field>
    );
  };

  return (
    <Dialog
      title={props.banner ? t('banners.editTitle') : t('banners.addTitle')}
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
        <Field id={`${id}-group`} label={t('banners.group')}>
          <select
            id={`${id}-group`}
            className="select"
            value={values.groupName}
            onChange={(e) => set('groupName', BANNER_GROUPS.find((g) => g === e.target.value) ?? 'w_home')}
          >
            {BANNER_GROUPS.map((group) => (
              <option key={group} value={group}>
                {groupLabel(t, group)}
              </option>
            ))}
          </select>
        </Field>
        {input(
          'sortOrder',
          t('banners.sortOrder'),
          values.sortOrder,
          (v) => set('sortOrder', v),
          t('banners.sortOrderHint'),
        )}
        {input('url', t('banners.imageUrl'), values.url, (v) => set('url', v), t('banners.imageUrlHint'))}
        <div className="span-all">
          <Preview url={values.url} alt={values.titles.EN} />
        </div>
        <Field id={`${id}-linkageType`} label={t('banners.linkageType')}>
          <select
            id={`${id}-linkageType`}
            className="select"
            value={values.linkageType}
            onChange={(e) => {
              set('linkageType', BANNER_LINKAGE_TYPES.find((x) => x === e.target.value) ?? 'none');
              clear('linkageTarget');
            }}
          >
            {BANNER_LINKAGE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`banners.linkageTypes.${type}`)}
              </option>
            ))}
          </select>
        </Field>
        {values.linkageType === 'none' ? (
          <div />
        ) : (
          input(
            'linkageTarget',
            t('banners.linkageTarget'),
            values.linkageTarget,
            (v) => set('linkageTarget', v),
            t(`banners.targetHints.${values.linkageType}`),
          )
        )}
        {LANGUAGES.map((lang) =>
          input(
            `titles.${lang}`,
            t('banners.titleIn', { language: t(`lang.${lang}`) }),
            values.titles[lang],
            (v) => {
              setValues((prev) => ({ ...prev, titles: { ...prev.titles, [lang]: v } }));
              clear(`titles.${lang}`);
            },
            lang === 'EN' ? t('banners.titleHint') : undefined,
          ),
        )}
        {values.linkageType !== 'none' &&
          LANGUAGES.map((lang) =>
            input(
              `actions.${lang}`,
              t('banners.actionIn', { language: t(`lang.${lang}`) }),
              values.actions[lang],
              (v) => {
                setValues((prev) => ({ ...prev, actions: { ...prev.actions, [lang]: v } }));
                clear(`actions.${lang}`);
              },
              lang === 'EN' ? t('banners.actionHint') : undefined,
            ),
          )}
        <CheckboxField
          label={t('banners.enabled')}
          checked={values.enabled}
          onChange={(checked) => set('enabled', checked)}
        />
        <div className="dialog-actions span-all">
          <button type="button" className="btn" disabled={save.isPending} onClick={props.onClose}>
            {t('common.cancel')}
          </button>
          <SubmitButton pending={save.isPending} pendingLabel={t('common.saving')}>
            {props.banner ? t('banners.save') : t('banners.create')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
