import {
  isProviderEndpoint,
  SOCIAL_PROVIDERS,
  type FieldErrorCode,
  type SocialProvider,
  type SocialProviderPatch,
  type SocialProviderSettings,
} from '@croupier/contracts';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { DomainError, validationFailed } from '../../platform/domain-errors.ts';
import { changedKeys, recordAudit } from '../audit/index.ts';
import type { BrandRow } from '../brands/index.ts';
import type { OperatorRow } from '../operators/index.ts';
import type { SecretBox } from '../security/index.ts';
import type { ProviderSetup } from './oauth.ts';
import { ENDPOINT_FIELDS, PROVIDERS, endpointFieldsOf } from './providers.ts';
import * as repo from './repository.ts';

export const callbackPath = (provider: SocialProvider) => `/api/v1/auth/social/${provider}/callback`;

/** A provider's settings with the defaults filled in; the secret only as set or not. */
export function toProviderSettings(
  provider: SocialProvider,
  row: repo.ProviderRow | undefined,
): SocialProviderSettings {
  const description = PROVIDERS[provider];
  const oidc = description.protocol === 'oidc' ? description : null;
  const oauth = description.protocol === 'oauth2' ? description : null;
  return {
    provider,
    protocol: description.protocol,
    enabled: row?.enabled ?? false,
    clientId: row?.clientId ?? '',
    clientSecretSet: Boolean(row?.clientSecretSealed),
    issuer: oidc ? (row?.issuer ?? oidc.issuer) : null,
    authorizationEndpoint: oauth ? (row?.authorizationEndpoint ?? oauth.authorizationEndpoint) : null,
    tokenEndpoint: oauth ? (row?.tokenEndpoint ?? oauth.tokenEndpoint) : null,
    profileEndpoint: oauth ? (row?.profileEndpoint ?? oauth.profileEndpoint) : null,
    callbackPath: callbackPath(provider),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function listProviderSettings(db: Executor, brandId: bigint) {
  const rows = await repo.listProviderRows(db, brandId);
  return SOCIAL_PROVIDERS.map((provider) =>
    toProviderSettings(
      provider,
      rows.find((row) => row.provider === provider),
    ),
  );
}

function checkPatch(provider: SocialProvider, patch: SocialProviderPatch) {
  const fields: Record<string, FieldErrorCode> = {};
  const allowed = endpointFieldsOf(provider);
  for (const name of ENDPOINT_FIELDS) {
    const value = patch[name];
    if (value === undefined) continue;
    if (!allowed.includes(name)) fields[name] = 'NOT_ALLOWED';
    else if (!isProviderEndpoint(value.trim())) fields[name] = 'INVALID';
  }
  if (Object.keys(fields).length > 0)
    throw validationFailed(fields, 'Use HTTPS addresses (plain HTTP only on this machine).');
}

/**
 * Saves an operator's change to one provider with its audit row, in one transaction. A provider can be
 * switched on only with a client id and a secret; the audit records the secret only as set or replaced.
 */
export async function updateProviderSettings(
  db: Database,
  props: {
    brand: BrandRow;
    operator: OperatorRow;
    provider: SocialProvider;
    patch: SocialProviderPatch;
    ip: string;
    box: SecretBox;
  },
): Promise<SocialProviderSettings> {
  const { brand, provider, patch } = props;
  checkPatch(provider, patch);
  const sealed = patch.clientSecret === undefined ? undefined : props.box.seal(patch.clientSecret);
  return inTransaction(db, async (tx) => {
    const current = await repo.findProviderRow(tx, brand.id, provider, { forUpdate: true });
    const clientId = patch.clientId?.trim() ?? current?.clientId ?? '';
    const secret = sealed ?? current?.clientSecretSealed ?? null;
    const enabled = patch.enabled ?? current?.enabled ?? false;
    if (enabled && (!clientId || !secret)) {
      throw validationFailed(
        { ...(clientId ? {} : { clientId: 'REQUIRED' }), ...(secret ? {} : { clientSecret: 'REQUIRED' }) },
        'A provider needs its client id and secret before it can be switched on.',
      );
    }
    const endpoints = Object.fromEntries(
      ENDPOINT_FIELDS.flatMap((name) => (patch[name] === undefined ? [] : [[name, patch[name].trim()]])),
    );
    const updated = await repo.upsertProviderRow(tx, {
      brandId: brand.id,
      provider,
      enabled,
      clientId,
      clientSecretSealed: secret,
      ...endpoints,
    });
    const { updatedAt: _was, ...before } = toProviderSettings(provider, current);
    const { updatedAt: _now, ...after } = toProviderSettings(provider, updated);
    const diff = changedKeys<Record<string, unknown>>(before, after);
    if (sealed) {
      diff.before.clientSecret = current?.clientSecretSealed ? 'set' : 'not set';
      diff.after.clientSecret = 'replaced';
    }
    if (Object.keys(diff.after).length > 0) {
      await recordAudit(tx, {
        brandId: brand.id,
        operatorId: props.operator.id,
        operatorName: props.operator.username,
        action: 'social-login.update',
        target: `brand:${brand.code}:social:${provider}`,
        before: diff.before,
        after: diff.after,
        ip: props.ip,
      });
    }
    return toProviderSettings(provider, updated);
  });
}

const disabled = () => new DomainError('OPERATION_DISABLED', 'This way of signing in is not enabled.');

const isUsable = (row: repo.ProviderRow | undefined): row is repo.ProviderRow =>
  Boolean(row?.enabled && row.clientId && row.clientSecretSealed);

/** The providers the login modal offers: switched on and fully set up. */
export async function listEnabledProviders(db: Executor, brandId: bigint): Promise<SocialProvider[]> {
  const rows = await repo.listProviderRows(db, brandId);
  return SOCIAL_PROVIDERS.filter((provider) => isUsable(rows.find((row) => row.provider === provider)));
}

/** An enabled provider's set-up with its secret opened, or OPERATION_DISABLED. */
export async function loadProviderSetup(
  db: Executor,
  brand: BrandRow,
  provider: SocialProvider,
  box: SecretBox,
): Promise<ProviderSetup> {
  const row = await repo.findProviderRow(db, brand.id, provider);
  if (!isUsable(row)) throw disabled();
  let clientSecret: string;
  try {
    clientSecret = box.open(row.clientSecretSealed!);
  } catch {
    // Sealed under another APP_SECRET: the operator must enter the secret again.
    throw disabled();
  }
  const settings = toProviderSettings(provider, row);
  return {
    brandId: brand.id,
    provider,
    clientId: row.clientId,
    clientSecret,
    issuer: settings.issuer ?? '',
    authorizationEndpoint: settings.authorizationEndpoint ?? '',
    tokenEndpoint: settings.tokenEndpoint ?? '',
    profileEndpoint: settings.profileEndpoint ?? '',
    version: row.updatedAt.toISOString(),
  };
}
