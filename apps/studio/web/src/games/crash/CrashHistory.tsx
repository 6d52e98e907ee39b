export function CrashHistoryDrawer(_props: { onClose: () => void; fairness?: boolean }) {
  return null;
}
