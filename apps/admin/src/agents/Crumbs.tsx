import { useTranslation } from 'react-i18next';

/**
 * The way back up a drill-down: every step but the last is a button that climbs to it; the last is where the
 * table is (aria-current). `path` runs from the agent down.
 */
export function Crumbs(props: {
  label: string;
  path: readonly { id: string; username: string }[];
  onPick: (id: string) => void;
}) {
  const { t } = useTranslation();
  const last = props.path.length - 1;
  return (
    <nav className="crumbs" aria-label={props.label}>
      {props.path.map((step, index) => (
        <span key={step.id} className="crumb">
          {index < last ? (
            <>
              <button
                type="button"
                className="link-button"
                aria-label={t('agents.crumbUp', { username: step.username })}
                onClick={() => props.onPick(step.id)}
              >
                {step.username}
              </button>
              <span aria-hidden="true" className="crumb-sep">
                ›
              </span>
            </>
          ) : (
            <strong aria-current="location">{step.username}</strong>
          )}
        </span>
      ))}
    </nav>
  );
}
