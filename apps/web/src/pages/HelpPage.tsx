import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TermsDialog } from '../help/index.ts';
import { ComingSoon } from '../ui/ComingSoon.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';

/** /help#term opens the published terms in the help modal (spec §2); closing it drops the hash. */
export function HelpPage() {
  const { t } = useTranslation();
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const showTerms = hash === '#term';
  return (
    <>
      <PageHeader title={t('help.title')} />
      <p>
        <Link to={{ hash: '#term' }} className="btn">
          {t('help.terms')}
        </Link>
      </p>
      <ComingSoon
        icon="help"
        title={t('help.soonTitle')}
        body={t('help.soonBody')}
        items={[t('help.topicAccount'), t('help.topicPayments'), t('help.topicGames'), t('help.about')]}
      />
      {showTerms && <TermsDialog onClose={() => void navigate(pathname, { replace: true })} />}
    </>
  );
}
