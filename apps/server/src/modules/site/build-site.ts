import { WHITELABEL_FLAGS as F, isFlagOn, type Site } from '@croupier/contracts';
import { currencyOf } from '@croupier/money';
import type { BrandRow } from '../brands/index.ts';

export interface Visitor {
  ip: string;
  country: string | null;
}

/** System status (spec §4): 1 maintenance wins over 2 region-blocked; exempt IPs pass the region rule. */
export function systemStatus(
  brand: BrandRow,
  visitor: Visitor,
): { status: 0 | 1 | 2; regionRestricted: boolean } {
  const regionRestricted =
    visitor.country !== null &&
    brand.blockedCountries.includes(visitor.country) &&
    !brand.exemptIps.includes(visitor.ip);
  return { status: brand.maintenance ? 1 : regionRestricted ? 2 : 0, regionRestricted };
}

export function buildSite(brand: BrandRow, visitor: Visitor, options: { captcha: boolean }): Site {
  const tree = brand.whitelabel;
  const methods = [
    ...(isFlagOn(tree, F.usernameRegistration) ? (['username'] as const) : []),
    ...(isFlagOn(tree, F.mobileRegistration) ? (['mobile'] as const) : []),
  ];
  const phoneVerification = isFlagOn(tree, F.phoneVerification);
  return {
    brand: {
      code: brand.code,
      name: brand.name,
      currency: currencyOf(brand.currencyCode),
      timezone: brand.timezone,
      accentColor: brand.accentColor,
    },
    ...systemStatus(brand, visitor),
    maintenance: brand.maintenance,
    maintenanceMessage: brand.maintenanceMessage,
    location: { ip: visitor.ip, country: visitor.country },
    languages: brand.languages,
    defaultLanguage: brand.defaultLanguage,
    whitelabel: tree,
    customerService: brand.customerService,
    resources: brand.resources,
    register: {
      methods,
      defaultMethod: methods.includes('mobile') ? 'mobile' : 'username',
      smsVerification: isFlagOn(tree, F.registrationMobileVerification),
      mobileCodeLogin: isFlagOn(tree, F.mobileCodeLogin),
      freePlay: isFlagOn(tree, F.freePlay),
      defaultForgotMethod: phoneVerification ? 'phone' : 'email',
      captcha: options.captcha,
    },
    mainDomain: brand.mainDomain,
    domainRoute: brand.domains,
    analytics: { gtagId: brand.analyticsGtagId },
    imageCDNs: brand.imageCdns,
    launchGameCDNs: brand.launchGameCdns,
  };
}
