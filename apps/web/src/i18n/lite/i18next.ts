/**
 * The part of i18next this site uses, in a few hundred bytes instead of ~15 KB gzipped on every first load: nested
 * keys, `{{name}}` interpolation (not escaped: React escapes), `_one`/`_other` plurals by `count`, `defaultValue`,
 * a fallback language, resource bundles added later and the `languageChanged` event. The build aliases `i18next`
 * to this file (vite.config.ts), so the code keeps importing `i18next` and `react-i18next` and their types.
 */
type Tree = { [key: string]: string | Tree };
type Options = { count?: number; defaultValue?: string; [name: string]: unknown };
type Listener = (language: string) => void;

/** Plural categories by the site's language codes (EN, CN, TH), which are not BCP 47 tags. */
const PLURAL_LOCALES: Readonly<Record<string, string>> = { EN: 'en', CN: 'zh', TH: 'th' };

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function interpolate(text: string, values: Options): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_match, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

class Translator {
  language = '';
  isInitialized = false;
  private resources = new Map<string, Tree>();
  private fallback = 'EN';
  private listeners = new Set<Listener>();
  private plurals = new Map<string, Intl.PluralRules>();

  use(_plugin: unknown): this {
    return this;
  }

  init(options: {
    resources?: Record<string, { translation: Tree }>;
    lng?: string;
    fallbackLng?: string;
  }): Promise<Translator['t']> {
    for (const [language, bundle] of Object.entries(options.resources ?? {}))
      this.resources.set(language, bundle.translation);
    this.fallback = options.fallbackLng ?? this.fallback;
    this.language = options.lng ?? this.fallback;
    this.isInitialized = true;
    return Promise.resolve(this.t);
  }

  hasResourceBundle(language: string, _namespace: string): boolean {
    return this.resources.has(language);
  }

  addResourceBundle(language: string, _namespace: string, bundle: Tree): this {
    this.resources.set(language, bundle);
    return this;
  }

  changeLanguage(language: string): Promise<Translator['t']> {
    if (language !== this.language) {
      this.language = language;
      for (const listener of this.listeners) listener(language);
    }
    return Promise.resolve(this.t);
  }

  on(event: 'languageChanged', listener: Listener): void {
    if (event === 'languageChanged') this.listeners.add(listener);
  }

  off(event: 'languageChanged', listener: Listener): void {
    if (event === 'languageChanged') this.listeners.delete(listener);
  }

  private pluralForm(language: string, count: number): string {
    let rules = this.plurals.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(PLURAL_LOCALES[language] ?? 'en');
      this.plurals.set(language, rules);
    }
    return rules.select(count);
  }

  /** The text of `key` in `language`, else in the fallback language, else `defaultValue`, else the key. */
  translate(language: string, key: string, options: Options = {}): string {
    for (const code of [language, this.fallback]) {
      const tree = this.resources.get(code);
      const candidates =
        typeof options.count === 'number'
          ? [`${key}_${this.pluralForm(code, options.count)}`, `${key}_other`, key]
          : [key];
      for (const candidate of candidates) {
        const text = lookup(tree, candidate);
        if (text !== undefined) return interpolate(text, options);
      }
    }
    return options.defaultValue !== undefined ? interpolate(options.defaultValue, options) : key;
  }

  t = (key: string, options?: Options): string => this.translate(this.language, key, options);

  getFixedT(language: string): (key: string, options?: Options) => string {
    return (key, options) => this.translate(language, key, options);
  }
}

const i18next = new Translator();
export default i18next;
