/** The published terms in one language; `{{brand}}` stands for the brand's name. */
export interface TermsText {
  title: string;
  notice: string;
  sections: readonly { title: string; body: readonly string[] }[];
}
