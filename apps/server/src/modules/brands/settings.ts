import { isIP } from 'node:net';
import type { BrandPatch, BrandSettings } from '@croupier/contracts';
import { currencyOf } from '@croupier/money';
import { validationFailed } from '../../platform/errors.ts';
import type { BrandRow, NewBrandRow } from './schema.ts';

export function toBrandSettings(row: BrandRow): BrandSettings {
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

  const changes: Partial<NewBrandRow> = {};
  if (patch.name !== undefined) changes.name = patch.name.trim();
  if (patch.timezone !== undefined) changes.timezone = patch.timezone;
  if (patch.accentColor !== undefined) changes.accentColor = patch.accentColor.toLowerCase();
  if (patch.maintenance !== undefined) changes.maintenance = patch.maintenance;
  if (patch.maintenanceMessage !== undefined)
    changes.maintenanceMessage = patch.maintenanceMessage?.trim() || null;
  if (patch.blockedCountries !== undefined) changes.blockedCountries = patch.blockedCountries;
  if (patch.exemptIps !== undefined) changes.exemptIps = patch.exemptIps;
  if (patch.whitelabel !== undefined) changes.whitelabel = patch.whitelabel;
  if (patch.customerService !== undefined) changes.customerService = patch.customerService;
  if (patch.resources !== undefined) changes.resources = patch.resources;
  if (patch.languages !== undefined) changes.languages = patch.languages;
  if (patch.defaultLanguage !== undefined) changes.defaultLanguage = patch.defaultLanguage;
  if (patch.analyticsGtagId !== undefined) changes.analyticsGtagId = patch.analyticsGtagId?.trim() || null;
  if (changes.name === '') throw validationFailed({ name: 'REQUIRED' });
  return changes;
}
