import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VipProgramme } from '@croupier/contracts';
import type { Currency } from '@croupier/money';
import { NO_ERRORS, toFormErrors, type FormErrors } from '@croupier/web-kit';
import { fieldErrorText } from '../i18n/errors.ts';
import { useToast } from '../ui/Toast.tsx';
import { useSaveVipProgramme } from './api.ts';
import { checkLadder, toDraft, toProgramme, type LadderDraft } from './ladder-form.ts';

/** Words of the ladder's own checks; the server's field codes fall back to the console's field words. */
const OWN_CODES = ['OUT_OF_RANGE', 'LEVEL_ZERO', 'BELOW_PREVIOUS', 'RATE', 'TOO_MANY'];

/**
 * The draft of the whole ladder both VIP pages edit (levels, or rebate rates), checked here and again by the
 * server, saved at once; `error(path)` is the translated error under a field.
 */
export function useLadderEditor(programme: VipProgramme, currency: Currency) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveVipProgramme();
  const [draft, setDraft] = useState<LadderDraft>(() => toDraft(programme));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const error = (path: string): string | null => {
    const code = errors.fields[path];
    if (!code) return null;
    return OWN_CODES.includes(code) ? t(`vip.errors.${code}`) : fieldErrorText(t, code);
  };

  const change = (update: (draft: LadderDraft) => LadderDraft, path?: string) => {
    setDraft(update);
    if (path) setErrors((prev) => ({ ...prev, fields: { ...prev.fields, [path]: '' } }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = checkLadder(draft, currency);
    setErrors({ fields: found, form: null });
    if (Object.values(found).some(Boolean)) return;
    save.mutate(toProgramme(draft), {
      onSuccess: (saved) => {
        setDraft(toDraft(saved));
        toast(t('vip.saved'));
      },
      onError: (err) => setErrors(toFormErrors(err)),
    });
  };

  return { draft, change, error, formError: errors.form, submit, pending: save.isPending };
}

/** A draft level's field, replaced. */
export const withLevelField =
  (index: number, field: string, value: string) =>
  (draft: LadderDraft): LadderDraft => ({
    ...draft,
    levels: draft.levels.map((level, at) => (at === index ? { ...level, [field]: value } : level)),
  });
