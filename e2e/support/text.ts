/** A dictionary text with its {{placeholders}} filled, so a test reads what the page says. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
