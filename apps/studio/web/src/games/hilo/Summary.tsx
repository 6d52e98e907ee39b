export function HiloSummary(_props: { result: unknown }) {
  return null;
}
