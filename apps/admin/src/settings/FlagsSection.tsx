import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WhitelabelNode } from '@croupier/contracts';
import type { BrandSettings } from '@croupier/contracts';
import { en } from '../i18n/en.ts';
import { Section } from './Section.tsx';
import { useSectionSave } from './useSectionSave.ts';
import { isEffectivelyOn, setNodeEnabled, type NodePath } from './whitelabel.ts';

interface TreeProps {
  nodes: readonly WhitelabelNode[];
  tree: readonly WhitelabelNode[];
  path: NodePath;
  parentLabel: string | null;
  onToggle: (path: NodePath, on: boolean) => void;
}

function useFlagLabel() {
  const { t } = useTranslation();
  // Unknown modIds (new server-side switches) still get a control, named by their id.
  return (modId: string) => (modId in en.flags ? t(`flags.${modId}`) : modId);
}

function FlagTree({ nodes, tree, path, parentLabel, onToggle }: TreeProps) {
  const { t } = useTranslation();
  const label = useFlagLabel();
  const parentOn = path.length === 0 || isEffectivelyOn(tree, path);
  return (
    <ul className={path.length === 0 ? 'flag-tree' : 'flag-tree flag-children'}>
      {nodes.map((node, index) => {
        const nodePath = [...path, index];
        const id = `flag-${nodePath.join('-')}`;
        const name = label(node.modId);
        return (
          <li key={`${node.modId}-${index}`} className={parentOn ? 'flag' : 'flag flag-inactive'}>
            <div className="flag-row">
              <label className="switch" htmlFor={id}>
                <input
                  id={id}
                  type="checkbox"
                  role="switch"
                  checked={node.enabled === '1'}
                  aria-checked={node.enabled === '1'}
                  // A child of an off parent keeps its value but cannot take effect, so it is locked.
                  disabled={!parentOn}
                  aria-describedby={!parentOn ? `${id}-why` : undefined}
                  onChange={(e) => onToggle(nodePath, e.target.checked)}
                />
                <span>{name}</span>
              </label>
              {name !== node.modId ? <span className="mono muted">{node.modId}</span> : null}
              {!parentOn && parentLabel ? (
                <span id={`${id}-why`} className="hint">
                  {t('settings.flags.parentOff', { parent: parentLabel })}
                </span>
              ) : null}
            </div>
            {node.childrenNodes.length > 0 ? (
              <FlagTree
                nodes={node.childrenNodes}
                tree={tree}
                path={nodePath}
                parentLabel={name}
                onToggle={onToggle}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function FlagsSection({ brand, readOnly }: { brand: BrandSettings; readOnly: boolean }) {
  const { t } = useTranslation();
  const title = t('settings.flags.heading');
  const [tree, setTree] = useState<WhitelabelNode[]>(brand.whitelabel);
  const { save, pending, errors } = useSectionSave(title, (saved) => setTree(saved.whitelabel));

  return (
    <Section
      id="flags"
      title={title}
      saveLabel={t('settings.flags.save')}
      readOnly={readOnly}
      pending={pending}
      errors={errors}
      onSave={() => save({ whitelabel: tree })}
      intro={<p className="hint">{t('settings.flags.intro')}</p>}
    >
      {tree.length === 0 ? (
        <p className="muted">{t('settings.flags.empty')}</p>
      ) : (
        <FlagTree
          nodes={tree}
          tree={tree}
          path={[]}
          parentLabel={null}
          onToggle={(path, on) => setTree((current) => setNodeEnabled(current, path, on))}
        />
      )}
    </Section>
  );
}
