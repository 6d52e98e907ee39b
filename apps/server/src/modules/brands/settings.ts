import { isIP } from 'node:net';
import type { BrandPatch, BrandSettings, CustomerService } from '@croupier/contracts';
import { currencyOf, parseMinor, toDecimalString } from '@croupier/money';
import type { Executor } from '../../db/client.ts';
import { validationFailed } from '../../platform/domain-errors.ts';
import { oneLineName, storedTranslations } from '../../platform/names.ts';
import { adjustmentLimitsOf } from './adjustment-limits.ts';
import { findBrandById, updateBrandRow } from './repository.ts';
import type { BrandRow, NewBrandRow } from './schema.ts';

export function toBrandSettings(row: BrandRow): BrandSettings {
  const limits = adjustmentLimitsOf(row);
  const currency = currencyOf(row.currencyCode);
  return {
    code: row.code,
    name: row.name,
    domains: row.domains,
    currency: currencyOf(row.currencyCode),
    timezone: row.timezone,
    accentColor: row.accentColor,
    languages: row.languages,
    defaultLanguage: row.defaultLanguage,
    maintenance: row.maintenance,
    maintenanceMessage: row.maintenanceMessage,
    blockedCountries: row.blockedCountries,
    exemptIps: row.exemptIps,
    whitelabel: row.whitelabel,
    customerService: row.customerService,
    resources: row.resources,
    analyticsGtagId: row.analyticsGtagId,
    adjustmentApprovalThreshold: toDecimalString(limits.approvalThreshold, currency),
    adjustmentMaximum: toDecimalString(limits.maximum, currency),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const TIME_ZONES = new Set(Intl.supportedValuesOf('timeZone').concat('UTC'));

function hasDuplicateModIds(nodes: BrandPatch['whitelabel'], seen = new Set<string>()): boolean {
  for (const node of nodes ?? []) {
    if (seen.has(node.modId)) return true;
    seen.add(node.modId);
    if (hasDuplicateModIds(node.childrenNodes as BrandPatch['whitelabel'], seen)) return true;
  }
  return false;
}

/** A positive amount in the brand's currency, in minor units; more decimals than it has are refused. */
function positiveMinor(text: string, currencyCode: string, field: string): bigint {
  const amount = parseMinor(text, currencyOf(currencyCode));
  if (amount === null || amount <= 0n)
    throw validationFailed({ [field]: 'INVALID' }, 'The amount is not valid.');
  return amount;
}

/** The adjustment limits a patch sets; the threshold may not exceed the maximum, whichever of them changes. */
function adjustmentLimitChanges(current: BrandRow, patch: BrandPatch): Partial<NewBrandRow> {
  const changes: Partial<NewBrandRow> = {};
  if (patch.adjustmentApprovalThreshold !== undefined)
    changes.adjustmentApprovalThreshold = positiveMinor(
      patch.adjustmentApprovalThreshold,
      current.currencyCode,
      'adjustmentApprovalThreshold',
    );
  if (patch.adjustmentMaximum !== undefined)
    changes.adjustmentMaximum = positiveMinor(
      patch.adjustmentMaximum,
      current.currencyCode,
      'adjustmentMaximum',
    );
  const limits = adjustmentLimitsOf({ ...current, ...changes });
  if (limits.approvalThreshold > limits.maximum)
    throw validationFailed(
      {
        [patch.adjustmentApprovalThreshold !== undefined
          ? 'adjustmentApprovalThreshold'
          : 'adjustmentMaximum']: 'INVALID',
      },
      'The approval threshold may not exceed the maximum adjustment.',
    );
  // Both are stored once set, so a later change of the defaults never moves a brand's chosen limits.
  if (Object.keys(changes).length > 0) {
    changes.adjustmentApprovalThreshold = limits.approvalThreshold;
    changes.adjustmentMaximum = limits.maximum;
  }
  return changes;
}

/** Customer-service links as stored: titles one line; translations only when there are any (English shows). */
function customerServiceOf(links: NonNullable<BrandPatch['customerService']>): CustomerService[] {
  return links.map(({ titles, ...link }, i) => {
    const translated = storedTranslations(titles, `customerService.${i}.titles`);
    const title = oneLineName(link.title, `customerService.${i}.title`);
    if (!title) throw validationFailed({ [`customerService.${i}.title`]: 'REQUIRED' });
    return { ...link, title, ...(Object.keys(translated).length > 0 ? { titles: translated } : {}) };
  });
}

/**
 * Checks the rules a schema cannot express (they depend on the current row) and maps the patch onto
 * columns. Throws VALIDATION_FAILED with the offending fields.
 */
export function brandChangesFromPatch(current: BrandRow, patch: BrandPatch): Partial<NewBrandRow> {
  const languages = patch.languages ?? current.languages;
  const defaultLanguage = patch.defaultLanguage ?? current.defaultLanguage;
  if (!languages.includes(defaultLanguage)) {
    throw validationFailed(
      { [patch.defaultLanguage ? 'defaultLanguage' : 'languages']: 'INVALID' },
      'The default language must be offered.',
    );
  }
  if (patch.timezone !== undefined && !TIME_ZONES.has(patch.timezone))
    throw validationFailed({ timezone: 'INVALID' });
  if (patch.exemptIps?.some((ip) => isIP(ip) === 0))
    throw validationFailed({ exemptIps: 'INVALID' }, 'Each exempt IP must be an IPv4 or IPv6 address.');
  if (hasDuplicateModIds(patch.whitelabel))
    throw validationFailed({ whitelabel: 'INVALID' }, 'Each feature switch may appear once.');

  const changes: Partial<NewBrandRow> = adjustmentLimitChanges(current, patch);
  if (patch.name !== undefined) changes.name = patch.name.trim();
  if (patch.timezone !== undefined) changes.timezone = patch.timezone;
  if (patch.accentColor !== undefined) changes.accentColor = patch.accentColor.toLowerCase();
  if (patch.maintenance !== undefined) changes.maintenance = patch.maintenance;
  if (patch.maintenanceMessage !== undefined)
    changes.maintenanceMessage = patch.maintenanceMessage?.trim() || null;
  if (patch.blockedCountries !== undefined) changes.blockedCountries = patch.blockedCountries;
  if (patch.exemptIps !== undefined) changes.exemptIps = patch.exemptIps;
  if (patch.whitelabel !== undefined) changes.whitelabel = patch.whitelabel;
  if (patch.customerService !== undefined) changes.customerService = customerServiceOf(patch.customerService);
  if (patch.resources !== undefined) changes.resources = patch.resources;
  if (patch.languages !== undefined) changes.languages = patch.languages;
  if (patch.defaultLanguage !== undefined) changes.defaultLanguage = patch.defaultLanguage;
  if (patch.analyticsGtagId !== undefined) changes.analyticsGtagId = patch.analyticsGtagId?.trim() || null;
  if (changes.name === '') throw validationFailed({ name: 'REQUIRED' });
  return changes;
}

export interface AppliedBrandPatch {
  brand: BrandRow;
  before: BrandSettings;
  after: BrandSettings;
}

/**
 * Locks the brand and applies an operator's patch inside the caller's transaction, so the caller can write
 * its audit row in the same transaction; undefined when there is no such brand.
 */
export async function applyBrandPatch(
  tx: Executor,
  brandId: bigint,
  patch: BrandPatch,
): Promise<AppliedBrandPatch | undefined> {
  const current = await findBrandById(tx, brandId, { forUpdate: true });
  if (!current) return undefined;
  const updated = await updateBrandRow(tx, current.id, brandChangesFromPatch(current, patch));
  return { brand: updated, before: toBrandSettings(current), after: toBrandSettings(updated) };
}
