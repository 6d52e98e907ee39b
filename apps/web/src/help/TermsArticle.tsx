import { useTranslation } from 'react-i18next';
import { useSite } from '../site/queries.ts';
import { termsFor, withBrand } from './terms.ts';
import './help.css';

/** The terms in the page's language, with the brand's name (spec §2: /help#term). */
export function TermsArticle() {
  const { i18n } = useTranslation();
  const brand = useSite().brand.name;
  const terms = termsFor(i18n.language);
  return (
    <article className="terms" aria-label={terms.title}>
      <p className="terms-notice">{withBrand(terms.notice, brand)}</p>
      {terms.sections.map((section) => (
        <section key={section.title}>
          <h3>{section.title}</h3>
          {section.body.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{withBrand(paragraph, brand)}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
