export const enVerify = { title: 'Round verifier' };
