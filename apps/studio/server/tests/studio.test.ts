import { setupStudioSuite } from '../test-support/suite.ts';
import { crashSuite } from './crash.suite.ts';
import { fairnessSuite } from './fairness.suite.ts';
import { outsideVendorsSuite } from './outside-vendors.suite.ts';
import { registrationSuite } from './registration-sessions.suite.ts';
import { roundsSuite } from './rounds.suite.ts';
import { secretsAtRestSuite } from './secrets-at-rest.suite.ts';
import { walletFailuresSuite } from './wallet-failures.suite.ts';

// The studio service against the real platform, in one file: the two apps and their databases start once.
// Registration first (it checks what the first start did); wallet failures last (they restart the studio).
const context = setupStudioSuite();
registrationSuite(context);
outsideVendorsSuite(context);
roundsSuite(context);
fairnessSuite(context);
crashSuite(context);
secretsAtRestSuite(context);
walletFailuresSuite(context);
