import { useTranslation } from 'react-i18next';
import { diffLines, type DiffLine } from './diff.ts';

function Side({ lines, side, label }: { lines: DiffLine[]; side: 'before' | 'after'; label: string }) {
  return (
    <div className="diff-side">
      <h3 className="diff-title">{label}</h3>
      <pre className="diff-pre">
        {lines.map((line) => {
          const value = line[side];
          const text =
            line.key === '' ? (value ?? '—') : value === undefined ? '' : `"${line.key}": ${value}`;
          return (
            <div key={line.key} className={line.changed ? 'diff-line diff-changed' : 'diff-line'}>
              {/* The colour is not the only cue: changed lines also carry a marker. */}
              <span className="diff-mark" aria-hidden="true">
                {line.changed ? (side === 'before' ? '−' : '+') : ' '}
              </span>
              {text}
            </div>
          );
        })}
      </pre>
    </div>
  );
}

export function JsonDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const lines = diffLines(before, after);
  const changed = lines.filter((l) => l.changed && l.key !== '').map((l) => l.key);
  return (
    <div className="diff">
      <p className="hint">
        {changed.length > 0
          ? t('audit.changedKeys', { keys: changed.join(', ') })
          : lines.some((l) => l.changed)
            ? null
            : t('audit.noChanges')}
      </p>
      <div className="diff-grid">
        <Side lines={lines} side="before" label={t('audit.before')} />
        <Side lines={lines} side="after" label={t('audit.after')} />
      </div>
    </div>
  );
}
