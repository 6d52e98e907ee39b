import { isProviderEndpoint } from '@croupier/contracts/constants';
import type { SocialProviderPatch, SocialProviderSettings } from '@croupier/contracts';
import { type FieldErrors } from '@croupier/web-kit';

export type EndpointName = 'issuer' | 'authorizationEndpoint' | 'tokenEndpoint' | 'profileEndpoint';

export interface SocialDraft {
  enabled: boolean;
  clientId: string;
  /** Empty keeps the stored secret; anything typed replaces it. */
  clientSecret: string;
  endpoints: Partial<Record<EndpointName, string>>;
}

const ENDPOINTS: readonly EndpointName[] = [
  'issuer',
  'authorizationEndpoint',
  'tokenEndpoint',
  'profileEndpoint',
];

export function socialDraft(settings: SocialProviderSettings): SocialDraft {
  return {
    enabled: settings.enabled,
    clientId: settings.clientId,
    clientSecret: '',
    endpoints: Object.fromEntries(
      ENDPOINTS.flatMap((name) => (settings[name] === null ? [] : [[name, settings[name]]])),
    ),
  };
}

const PRINTABLE = /^[\x21-\x7e]+$/;

/** As the server checks (HTTPS, or HTTP to this machine only), within the length it stores. */
export const isEndpointUrl = (value: string) => value.length <= 500 && isProviderEndpoint(value);

/** Checks the draft the way the server will; switching on needs a client id and a secret (stored or typed). */
export function validateSocial(draft: SocialDraft, secretStored: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const clientId = draft.clientId.trim();
  if (clientId.length > 200) errors.clientId = 'TOO_LONG';
  else if (clientId && !PRINTABLE.test(clientId)) errors.clientId = 'NO_SPACES';
  else if (draft.enabled && !clientId) errors.clientId = 'REQUIRED';
  if (draft.clientSecret.length > 500) errors.clientSecret = 'TOO_LONG';
  else if (draft.clientSecret && !PRINTABLE.test(draft.clientSecret)) errors.clientSecret = 'NO_SPACES';
  else if (draft.enabled && !draft.clientSecret && !secretStored) errors.clientSecret = 'REQUIRED';
  for (const [name, value] of Object.entries(draft.endpoints)) {
    if (!value.trim()) errors[name] = 'REQUIRED';
    else if (!isEndpointUrl(value.trim())) errors[name] = 'ENDPOINT';
  }
  return errors;
}

export function socialPatch(draft: SocialDraft): SocialProviderPatch {
  return {
    enabled: draft.enabled,
    clientId: draft.clientId.trim(),
    ...(draft.clientSecret ? { clientSecret: draft.clientSecret } : {}),
    ...Object.fromEntries(Object.entries(draft.endpoints).map(([name, value]) => [name, value.trim()])),
  };
}
