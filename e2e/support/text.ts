/** A message with its placeholders filled in, as i18next does. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

export function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A message template ("You win {{amount}}") as a pattern; placeholders match anything unless given. */
export function shaped(template: string, placeholders: Record<string, string> = {}): RegExp {
  const source = template
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      return name ? `(?<${name}>${placeholders[name] ?? '.+?'})` : escape(part);
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** The placeholders of a shown message, or null when it is another message. */
export function readMessage(template: string, text: string): Record<string, string> | null {
  return shaped(template).exec(text.trim())?.groups ?? null;
}
