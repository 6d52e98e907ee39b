import { Fragment, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_TYPES, type GameAdmin, type VendorAdmin } from '@croupier/contracts';
import { NO_ERRORS, type FormErrors, ApiError, toFormErrors } from '@croupier/web-kit';
import { useCreateGame, usePatchGame } from './api.ts';
import { errorText, fieldErrorText } from '../i18n/errors.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Field, describedBy, CheckboxField, focusFirstInvalid } from '../ui/Field.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { useToast } from '../ui/Toast.tsx';
import type { Errors } from '../vendors/rules.ts';
import {
  NAME_FIELDS,
  NEW_GAME,
  gameBody,
  localizedNamesPatch,
  validateGame,
  validateGameEdit,
  validateLocalizedNames,
  withNameFields,
  type GameValues,
  type LocalizedNameValues,
  type NameField,
} from './rules.ts';

/** Own (client) errors first, then the server's field codes, as translated text. */
function useErrorOf<K extends string>(errors: Errors<K>, server: FormErrors) {
  const { t } = useTranslation();
  return (key: K) => {
    const own = errors[key];
    if (own) return t(own.key, own.values ?? {});
    const code = server.fields[key];
    return code ? fieldErrorText(t, code) : null;
  };
}

/** The CN and TH name inputs in their language, for the right fonts and input methods. */
const langOf = (key: string) => (key === 'nameCN' ? 'zh' : key === 'nameTH' ? 'th' : undefined);

/** Adds a game to a vendor's catalogue (`POST /games`). */
export function AddGameDialog(props: { vendors: VendorAdmin[]; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const create = useCreateGame();
  const [values, setValues] = useState<GameValues>(NEW_GAME);
  const [errors, setErrors] = useState<Errors<keyof GameValues>>({});
  const [server, setServer] = useState<FormErrors>(NO_ERRORS);
  const errorOf = useErrorOf(errors, server);
  const id = 'game-new';
  const vendor = props.vendors.find((v) => v.vassalage === values.vassalage);
  // A game's type is one the vendor offers; before a vendor is chosen every type is listed.
  const types = vendor && vendor.gameTypes.length > 0 ? vendor.gameTypes : GAME_TYPES;

  const set = <K extends keyof GameValues>(key: K, value: GameValues[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => ({ ...prev, [key]: undefined }));
    setServer((prev) => ({ ...prev, fields: { ...prev.fields, [key]: '' } }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const found = validateGame(values);
    setErrors(found);
    setServer(NO_ERRORS);
    if (Object.keys(found).length > 0) return void focusFirstInvalid(id);
    create.mutate(gameBody(values), {
      onSuccess: () => {
        toast(t('games.add.done', { name: values.gameName.trim() }));
        props.onClose();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'ALREADY_EXISTS') {
          setErrors({ gameCode: { key: 'games.v.taken' } });
          setServer(NO_ERRORS);
        } else setServer(withNameFields(toFormErrors(err)));
      },
    });
  };

  const text = (key: 'gameCode' | 'gameName' | 'displayName' | 'iconUrl' | NameField, hint?: string) => {
    const error = errorOf(key);
    return (
      <Field
        id={`${id}-${key}`}
        label={t(`games.add.${key}`)}
        hint={hint}
        error={error}
        className={key === 'iconUrl' ? 'span-all' : undefined}
      >
        <input
          id={`${id}-${key}`}
          className={key === 'gameCode' || key === 'iconUrl' ? 'input mono' : 'input'}
          value={values[key]}
          lang={langOf(key)}
          autoComplete="off"
          maxLength={key === 'iconUrl' ? 500 : key === 'gameCode' ? 64 : 120}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(`${id}-${key}`, hint, error)}
          onChange={(e) => set(key, e.target.value)}
        />
      </Field>
    );
  };

  return (
    <Dialog title={t('games.add.title')} onClose={props.onClose} busy={create.isPending} wide>
      <form id={id} className="games-form" onSubmit={submit} noValidate>
        {server.form ? (
          <p className="banner banner-error span-all" role="alert">
            {errorText(t, server.form)}
          </p>
        ) : null}
        <Field id={`${id}-vassalage`} label={t('games.add.vendor')} error={errorOf('vassalage')}>
          <select
            id={`${id}-vassalage`}
            className="select"
            value={values.vassalage}
            aria-invalid={Boolean(errorOf('vassalage'))}
            aria-describedby={describedBy(`${id}-vassalage`, false, errorOf('vassalage'))}
            onChange={(e) => {
              const next = props.vendors.find((v) => v.vassalage === e.target.value);
              set('vassalage', e.target.value);
              if (next && values.gameType && !next.gameTypes.includes(values.gameType)) set('gameType', '');
            }}
          >
            <option value="">{t('games.add.chooseVendor')}</option>
            {props.vendors.map((v) => (
              <option key={v.vassalage} value={v.vassalage}>
                {v.name} ({v.vassalage})
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-gameType`} label={t('games.add.gameType')} error={errorOf('gameType')}>
          <select
            id={`${id}-gameType`}
            className="select"
            value={values.gameType}
            aria-invalid={Boolean(errorOf('gameType'))}
            aria-describedby={describedBy(`${id}-gameType`, false, errorOf('gameType'))}
            onChange={(e) => set('gameType', GAME_TYPES.find((x) => x === e.target.value) ?? '')}
          >
            <option value="">{t('games.add.chooseType')}</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {t(`gameTypes.${type}`)}
              </option>
            ))}
          </select>
        </Field>
        {text('gameCode', t('games.add.gameCodeHint'))}
        {text('gameName')}
        {text('displayName', t('games.add.displayNameHint'))}
        {NAME_FIELDS.map(({ field }) => (
          <Fragment key={field}>{text(field, t('games.names.hint'))}</Fragment>
        ))}
        <CheckboxField
          label={t('games.add.isHot')}
          checked={values.isHot}
          onChange={(checked) => set('isHot', checked)}
        />
        {text('iconUrl', t('games.add.iconUrlHint'))}
        <div className="dialog-actions span-all">
          <button type="button" className="btn" disabled={create.isPending} onClick={props.onClose}>
            {t('common.cancel')}
          </button>
          <SubmitButton pending={create.isPending} pendingLabel={t('games.add.submitting')}>
            {t('games.add.submit')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

/** Edits a game's display name, CN and TH names and order (`PATCH /games/{gameId}`). */
export function EditGameDialog({ game, onClose }: { game: GameAdmin; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const patch = usePatchGame();
  const [displayName, setDisplayName] = useState(game.displayName || game.gameName);
  const [sortOrder, setSortOrder] = useState(String(game.sortOrder));
  const [names, setNames] = useState<LocalizedNameValues>({
    nameCN: game.localizedNames.CN ?? '',
    nameTH: game.localizedNames.TH ?? '',
  });
  const [errors, setErrors] = useState<Errors<'displayName' | 'sortOrder' | NameField>>({});
  const [server, setServer] = useState<FormErrors>(NO_ERRORS);
  const errorOf = useErrorOf(errors, server);
  const id = 'game-edit';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (patch.isPending) return;
    const found = { ...validateGameEdit(displayName, sortOrder), ...validateLocalizedNames(names) };
    setErrors(found);
    setServer(NO_ERRORS);
    if (Object.keys(found).length > 0) return void focusFirstInvalid(id);
    const localizedNames = localizedNamesPatch(game.localizedNames, names);
    patch.mutate(
      {
        gameId: game.gameId,
        patch: {
          displayName: displayName.trim(),
          sortOrder: Number(sortOrder),
          ...(localizedNames ? { localizedNames } : {}),
        },
      },
      {
        onSuccess: (saved) => {
          toast(t('games.edit.done', { name: saved.displayName || saved.gameName }));
          onClose();
        },
        onError: (err) => setServer(withNameFields(toFormErrors(err))),
      },
    );
  };

  const field = (
    key: 'displayName' | 'sortOrder' | NameField,
    value: string,
    onChange: (v: string) => void,
    hint: string,
  ) => {
    const error = errorOf(key);
    return (
      <Field id={`${id}-${key}`} label={t(`games.edit.${key}`)} hint={hint} error={error}>
        <input
          id={`${id}-${key}`}
          className="input"
          value={value}
          lang={langOf(key)}
          inputMode={key === 'sortOrder' ? 'numeric' : undefined}
          maxLength={key === 'sortOrder' ? 7 : 120}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(`${id}-${key}`, hint, error)}
          onChange={(e) => {
            onChange(e.target.value);
            setErrors((prev) => ({ ...prev, [key]: undefined }));
          }}
        />
      </Field>
    );
  };

  return (
    <Dialog
      title={t('games.edit.title', { name: game.displayName || game.gameName })}
      onClose={onClose}
      busy={patch.isPending}
    >
      <form id={id} className="dialog-body" onSubmit={submit} noValidate>
        {server.form ? (
          <p className="banner banner-error" role="alert">
            {errorText(t, server.form)}
          </p>
        ) : null}
        {field('displayName', displayName, setDisplayName, t('games.edit.displayNameHint'))}
        {NAME_FIELDS.map(({ field: key }) => (
          <Fragment key={key}>
            {field(
              key,
              names[key],
              (value) => setNames((prev) => ({ ...prev, [key]: value })),
              t('games.names.editHint'),
            )}
          </Fragment>
        ))}
        {field('sortOrder', sortOrder, setSortOrder, t('games.edit.sortOrderHint'))}
        <div className="dialog-actions">
          <button type="button" className="btn" disabled={patch.isPending} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <SubmitButton pending={patch.isPending} pendingLabel={t('common.saving')}>
            {t('common.save')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
