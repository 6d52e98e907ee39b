import type { ComponentType } from 'react';
import { AccountRecordPage } from './AccountRecordPage.tsx';
import { TransferPage } from './TransferPage.tsx';
import { WalletPage } from './WalletPage.tsx';

/** The member-centre pages of the wallet, by the spec's page ids. */
export const WALLET_PAGES = {
  transferFund: WalletPage,
  transactionHistory: AccountRecordPage,
  transferUpline: TransferPage,
} satisfies Record<string, ComponentType>;
export { DownlineTransfer } from './TransferPage.tsx';
