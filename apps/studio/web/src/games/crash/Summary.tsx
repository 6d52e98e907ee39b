export function CrashSummary(_props: { result: unknown }) {
  return null;
}
