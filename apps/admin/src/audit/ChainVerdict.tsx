import { useTranslation } from 'react-i18next';
import type { AuditChainVerdict } from '@croupier/contracts';
import { formatDateTime } from '@croupier/format';
import { ApiError } from '@croupier/web-kit';
import type { useVerifyAuditChain } from '../api/queries.ts';
import { errorText } from '../i18n/errors.ts';

/** The answer of "Verify chain": the chain holds, or which entry breaks it and why. */
export function ChainVerdict({
  verify,
  timeZone,
}: {
  verify: ReturnType<typeof useVerifyAuditChain>;
  timeZone: string;
}) {
  const { t } = useTranslation();
  // Rendered only once there is an answer, so the page keeps its spacing; the banner's role announces it.
  if (!verify.data && !verify.isError) return null;
  return (
    <div className="audit-verdict">
      {verify.data ? <Verdict verdict={verify.data} timeZone={timeZone} /> : null}
      {verify.isError ? (
        <p className="banner banner-error" role="alert">
          {errorText(t, verify.error instanceof ApiError ? verify.error.code : 'UNKNOWN')}
        </p>
      ) : null}
    </div>
  );
}

function Verdict({ verdict, timeZone }: { verdict: AuditChainVerdict; timeZone: string }) {
  const { t } = useTranslation();
  const broken = verdict.firstBroken;
  if (verdict.ok || !broken)
    return (
      <p className="banner banner-positive" role="status">
        {t('audit.chainHolds', { count: verdict.checked })}
      </p>
    );
  return (
    <p className="banner banner-error" role="alert">
      {broken.reason === 'missing' || !broken.createdAt
        ? t('audit.chainMissing', { id: broken.id })
        : t('audit.chainBroken', {
            id: broken.id,
            action: broken.action,
            time: formatDateTime(broken.createdAt, timeZone),
            reason: t(`audit.chainBreaks.${broken.reason}`),
          })}{' '}
      {t('audit.chainChecked', { count: verdict.checked })}
    </p>
  );
}
