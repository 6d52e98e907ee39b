import {
  cloneElement,
  Fragment,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import i18next from './i18next.ts';

/** The react-i18next API this site uses, over ./i18next.ts (the build aliases `react-i18next` to this file). */
export const initReactI18next = { type: '3rdParty', init: () => undefined };

function subscribe(onChange: () => void): () => void {
  const listener = () => onChange();
  i18next.on('languageChanged', listener);
  return () => i18next.off('languageChanged', listener);
}

export function useTranslation() {
  const language = useSyncExternalStore(subscribe, () => i18next.language);
  const t = useMemo(() => i18next.getFixedT(language), [language]);
  return { t, i18n: i18next, ready: true };
}

/**
 * Splits a translated text at its named tags (`Read the <terms>terms</terms>`), each replaced by the element of that
 * name with the tag's text inside; text outside tags stays text.
 */
export function withComponents(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const parts: ReactNode[] = [];
  const tag = /<(\w+)>(.*?)<\/\1>|<(\w+)\s*\/>/g;
  let last = 0;
  for (const match of text.matchAll(tag)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const name = match[1] ?? match[3]!;
    const element = components[name];
    const inner = match[2] ?? '';
    parts.push(element ? cloneElement(element, { key: parts.length }, inner || undefined) : inner);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export function Trans({
  i18nKey,
  values,
  components = {},
}: {
  i18nKey: string;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
}) {
  const { t } = useTranslation();
  return <Fragment>{withComponents(t(i18nKey, values), components)}</Fragment>;
}
