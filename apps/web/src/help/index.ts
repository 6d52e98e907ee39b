export { TermsArticle } from './TermsArticle.tsx';
export { TermsDialog } from './TermsDialog.tsx';
