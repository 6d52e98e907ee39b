import { secretBox as sealedUnder, type SecretBox } from '@croupier/secret-box';

/** The platform's boxes: sealed under its app secret, salted with the platform's name, one key per purpose. */
export const secretBox = (appSecret: string, purpose: string): SecretBox =>
  sealedUnder(appSecret, 'croupier', purpose);

export type { SecretBox };
