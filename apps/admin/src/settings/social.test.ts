import { describe, expect, it } from 'vitest';
import { isEndpointUrl, socialPatch, validateSocial, type SocialDraft } from './social.ts';

const draft = (change: Partial<SocialDraft> = {}): SocialDraft => ({
  enabled: true,
  clientId: 'client-1',
  clientSecret: '',
  endpoints: { issuer: 'https://accounts.google.com' },
  ...change,
});

describe('social login settings', () => {
  it('accepts HTTPS anywhere and plain HTTP only to this machine', () => {
    expect(isEndpointUrl('https://access.line.me')).toBe(true);
    expect(isEndpointUrl('http://127.0.0.1:4000')).toBe(true);
    expect(isEndpointUrl('http://localhost:4000/issuer')).toBe(true);
    expect(isEndpointUrl('http://idp.example.com')).toBe(false);
    expect(isEndpointUrl('https://user:pw@idp.example.com')).toBe(false);
    expect(isEndpointUrl('javascript:alert(1)')).toBe(false);
    expect(isEndpointUrl('not a url')).toBe(false);
  });

  it('needs a client id and a secret (stored or typed) to switch on', () => {
    expect(validateSocial(draft({ clientId: ' ' }), true)).toEqual({ clientId: 'REQUIRED' });
    expect(validateSocial(draft(), false)).toEqual({ clientSecret: 'REQUIRED' });
    expect(validateSocial(draft({ clientSecret: 'typed' }), false)).toEqual({});
    expect(validateSocial(draft({ enabled: false, clientId: '' }), false)).toEqual({});
    expect(validateSocial(draft({ clientSecret: 'has space' }), true)).toEqual({ clientSecret: 'NO_SPACES' });
    expect(validateSocial(draft({ endpoints: { issuer: 'http://idp.example.com' } }), true)).toEqual({
      issuer: 'ENDPOINT',
    });
  });

  it('sends a secret only when one was typed, and trimmed values', () => {
    expect(socialPatch(draft({ clientId: ' c ' }))).toEqual({
      enabled: true,
      clientId: 'c',
      issuer: 'https://accounts.google.com',
    });
    expect(socialPatch(draft({ clientSecret: 's3cret' })).clientSecret).toBe('s3cret');
  });
});
