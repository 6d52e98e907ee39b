// The platform's demo catalogue, read by tests only: the studio derives a slot's configuration from the
// identity the platform launches it with (vassalage + game code), and these tests check that derivation against
// every slot the catalogue lists.
import { generateDemoCatalogue } from '../../../../server/src/modules/catalogue/demo/generate.ts';
import type { SlotIdentity } from './generate.ts';

export function catalogueSlots(): SlotIdentity[] {
  // The lottery games are never slots: the catalogue is generated without them.
  return generateDemoCatalogue([])
    .games.filter((game) => game.gameType === 'RNG')
    .map(({ vassalage, gameCode }) => ({ vassalage, gameCode }));
}
