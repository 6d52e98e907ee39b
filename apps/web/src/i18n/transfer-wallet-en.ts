/** English texts of the game wallets page and its transfer dialog; cn and th mirror these keys. */
export const transferWalletEn = {
  page: {
    title: 'Game wallets',
    lead: 'Some game providers keep your balance with them. Move money there before you play and bring it back to your wallet when you are done.',
    loadFailed: 'Your game wallets could not be loaded.',
    cash: 'Available in your wallet',
    list: 'Game wallets',
    empty:
      'None of this site’s game providers keep a balance of their own: every game plays straight from your wallet.',
    emptyLink: 'Back to your wallet',
    held: 'Held there',
    refresh: 'Refresh the balance at {{vendor}}',
    refreshing: 'Asking {{vendor}} for your balance…',
    refreshFailed: 'The provider did not answer; this is the last balance we know.',
    pendingIn: '{{amount}} on its way to {{vendor}} — the provider is confirming.',
    pendingOut: '{{amount}} on its way back to your wallet — the provider is confirming.',
    transferIn: 'Transfer in',
    transferOut: 'Transfer out',
    transferInTo: 'Transfer in to {{vendor}}',
    transferOutFrom: 'Transfer out of {{vendor}}',
    closedIn:
      'Not taking transfers in right now (switched off or under maintenance). You can still bring your money back.',
    fromWallet: 'Your wallet',
  },
  dialog: {
    inTitle: 'Transfer to {{vendor}}',
    outTitle: 'Transfer from {{vendor}}',
    launchLead:
      '{{vendor}} plays with the balance it holds for you. Move money there first, or skip and play with what is already there.',
    from: 'From',
    to: 'To',
    available: 'available {{amount}}',
    holds: 'holds {{amount}}',
    amount: 'Amount',
    all: 'All',
    submitIn: 'Transfer in',
    submitOut: 'Transfer out',
    skip: 'Skip',
    play: 'Play now',
    done: 'Done',
    completedIn: '{{amount}} is now at {{vendor}}.',
    completedOut: '{{amount}} is back in your wallet.',
    pending:
      'Pending — the game provider is confirming {{amount}}. Your balances update as soon as it answers; you can close this window.',
    refusedIn:
      '{{vendor}} refused the transfer of {{amount}}. Nothing moved: the money is back in your wallet.',
    refusedOut: '{{vendor}} refused the transfer of {{amount}}. Nothing moved.',
    outNote: 'The provider’s own books decide how much can come back, winnings included.',
  },
  v: {
    tooLarge: 'This amount is too large.',
    notEnoughCash: 'Your wallet has only {{available}} available.',
    notEnoughThere: '{{vendor}} holds less than this amount. Refresh its balance and try a smaller amount.',
  },
  problem: {
    VENDOR_UNAVAILABLE:
      '{{vendor}} is not taking transfers in right now. Money there can still be brought back.',
    VENDOR_REFUSED: '{{vendor}} refused this transfer ({{status}}). No money was moved.',
    NOT_FOUND: 'This game wallet is no longer available. Refresh the page.',
    IDEMPOTENCY_CONFLICT:
      'This transfer was already sent with other details. Check your balances, then try again.',
    RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
    unknown: 'There was no answer. Try again: the same transfer is never made twice.',
  },
};
