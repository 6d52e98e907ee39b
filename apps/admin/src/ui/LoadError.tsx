import { useTranslation } from 'react-i18next';
import { ApiError } from '@croupier/web-kit';
import { errorText } from '../i18n/errors.ts';

/** A query that failed: the translated reason and a Retry button, announced as an alert. */
export function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="banner banner-error" role="alert">
      <p>
        {t('common.loadFailed')} {errorText(t, error instanceof ApiError ? error.code : 'UNKNOWN')}
      </p>
      <button type="button" className="btn" onClick={retry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** A form's refusal that belongs to no single field, translated, above the form. */
export function FormProblem({ code }: { code: string | null }) {
  const { t } = useTranslation();
  if (!code) return null;
  return (
    <p className="banner banner-error" role="alert">
      {errorText(t, code)}
    </p>
  );
}
