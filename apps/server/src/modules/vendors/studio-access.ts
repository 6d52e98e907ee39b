import { DomainError } from '../../platform/domain-errors.ts';
import type { OperatorRow } from '../operators/index.ts';
import type { VendorRow } from '../catalogue/index.ts';

/** The in-house studio's own account (role `studio`, ADR 0011), as opposed to a person. */
export const isStudioAccount = (operator: Pick<OperatorRow, 'role'>) => operator.role === 'studio';

const notTheStudios = () =>
  new DomainError('FORBIDDEN', 'The studio may change only the vendors it manages.');

/**
 * The studio's account touches only the vendors the studio manages: another vendor (one an operator onboarded
 * for an outside provider) is refused, so the studio can never lock its real owner out.
 */
export function refuseOutsideStudio(operator: Pick<OperatorRow, 'role'>, vendor: VendorRow | undefined) {
  if (isStudioAccount(operator) && !vendor?.studioManaged) throw notTheStudios();
}

/** The studio changes a vendor's launch URL and wallet mode, nothing else (name, switches, windows, order). */
export function refuseStudioPatchBeyond(operator: Pick<OperatorRow, 'role'>, keys: string[]) {
  if (isStudioAccount(operator) && keys.some((key) => key !== 'launchUrl' && key !== 'walletMode'))
    throw notTheStudios();
}
