import { useTranslation } from 'react-i18next';
import { fieldName } from '@croupier/web-kit';
import { type GameApiError } from '../api/client.ts';
import { Icon } from '../ui/icons.tsx';

/** The translated text of an API error; VALIDATION_FAILED lists the refused fields by their UI names. */
export function useErrorText() {
  const { t, i18n } = useTranslation();
  return (error: GameApiError): { message: string; fields: string[] } => ({
    message: t(`errors.${error.code}`),
    fields: Object.keys(error.fields).map((path) => {
      const name = fieldName(path);
      const label = i18n.exists(`fields.${name}`) ? t(`fields.${name}`) : name;
      return t('errors.fieldInvalid', { field: label });
    }),
  });
}

export function ErrorBanner({ error, onDismiss }: { error: GameApiError | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  const text = useErrorText();
  if (!error) return null;
  const { message, fields } = text(error);
  return (
    <div className="error-banner" role="alert">
      <div>
        <p>{message}</p>
        {fields.length > 0 && (
          <ul>
            {fields.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        )}
      </div>
      <button type="button" className="icon-btn" onClick={onDismiss} aria-label={t('common.dismiss')}>
        <Icon name="close" />
      </button>
    </div>
  );
}
