import { Suspense, use, useState } from 'react';
import type { ConsolidatedContracts } from '@croupier/contracts';
import { OpenPopupContext } from '../popups/popupContext.ts';
import { lazyPage } from '../routes/lazyPage.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { readSessionValue, writeSessionValue } from '../session/storage.ts';
import { useConsolidated } from './contractsApi.ts';

const ContractPopup = lazyPage(() => import('./ContractPopup.tsx').then((m) => m.ContractPopup));

/** The consolidated fields of the four contract kinds. */
const CONTRACT_FIELDS = [
  'divtypereq',
  'dailysalreqtype',
  'contracthoursalreqtype',
  'realtimesalreqtype',
] as const satisfies readonly (keyof ConsolidatedContracts)[];
/** Who has seen the popup in this tab's session: it opens once per session, not on every page. */
const SEEN_KEY = 'contractPopupSeen';

/**
 * Opens the contract popup for a signed-in agent with an offer waiting for its answer (consolidated value 1),
 * on the player site and in the agent centre alike, once the account popups (login, a forced password
 * change) are out of the way. Its code is fetched only then.
 */
export function ContractPopupGate() {
  const session = useSession();
  const accountPopup = use(OpenPopupContext)?.open ?? null;
  const agent = session.kind === 'agent' ? session.me : null;
  const consolidated = useConsolidated(agent !== null);
  const [seenBy, setSeenBy] = useState(() => readSessionValue(SEEN_KEY));
  const waiting = CONTRACT_FIELDS.some((field) => consolidated.data?.[field] === 1);
  // Once open it stays open, answered offers and all, until the agent closes it.
  const [openFor, setOpenFor] = useState<string | null>(null);
  if (agent && waiting && !accountPopup && seenBy !== agent.id && openFor !== agent.id) setOpenFor(agent.id);
  if (!agent || openFor !== agent.id || seenBy === agent.id) return null;
  const close = () => {
    writeSessionValue(SEEN_KEY, agent.id);
    setSeenBy(agent.id);
  };
  return (
    <Suspense fallback={null}>
      <ContractPopup onClose={close} />
    </Suspense>
  );
}
