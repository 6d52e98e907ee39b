import type { TermsText } from './terms-text.ts';

export const termsEn: TermsText = {
  title: 'Terms and conditions',
  notice:
    'Demo terms: {{brand}} runs on the Croupier open-source platform. The operator replaces these terms with the ones of its licence before taking real money.',
  sections: [
    {
      title: '1. Agreement',
      body: [
        'By opening an account or placing a bet with {{brand}} you accept these terms, the game rules shown in each game and the rules of each promotion. If you do not agree, do not use the site.',
      ],
    },
    {
      title: '2. Who may play',
      body: [
        'You must be 18 or older, or the legal age for gambling where you live if that is higher. We may ask for proof of age at any time and close accounts of minors, returning their deposits and voiding their bets.',
        'Online gambling is not legal everywhere. You are responsible for checking that playing is lawful where you are. The site is not offered in countries it blocks.',
      ],
    },
    {
      title: '3. Your account',
      body: [
        'One account per person, household, device and payment method. The details you give must be true and your own; the name on your account must match the name on your bank account.',
        'Keep your password and payment password secret. Bets made after a correct login count as yours. Tell customer service at once if you think someone else used your account.',
        'We may ask you to verify your identity, address and source of funds before a withdrawal, and suspend an account while a check is open.',
      ],
    },
    {
      title: '4. Deposits and withdrawals',
      body: [
        'Deposit only with payment methods in your own name. Each deposit must be wagered at least once before it can be withdrawn, unless customer service agrees otherwise.',
        'Withdrawals go to a bank account in your name. Limits and processing times are shown on the withdrawal page. We may hold a withdrawal to prevent fraud or money laundering and report suspicious activity to the authorities.',
      ],
    },
    {
      title: '5. Bonuses and promotions',
      body: [
        'Each promotion has its own rules: who may join, the wagering needed before bonus money and its winnings can be withdrawn, the games that count and the time limit. Unless a promotion says otherwise, one bonus per person, household, device and payment method.',
        'Bets made with bonus money may have a maximum stake. Abuse, such as several accounts, matched betting between accounts or playing only to clear a bonus without risk, voids the bonus and the winnings made with it.',
      ],
    },
    {
      title: '6. Bets and games',
      body: [
        'A bet is final once it is accepted and shown in your bet records. The result recorded on our servers decides a bet. A malfunction voids all pays and plays; the stake of a voided bet is returned.',
        "Each game shows its rules and its return to player. Winnings are credited in the account currency; amounts are rounded to the currency's decimals.",
      ],
    },
    {
      title: '7. Responsible gaming',
      body: [
        'Play for fun, never to make money or to win back losses. Set a budget and a time limit before you play, and stop when you reach them.',
        'Customer service can set deposit limits, a cooling-off period or a self-exclusion of six months or more on your account; a self-exclusion cannot be lifted early. If gambling stops being fun, talk to someone you trust or to a local problem-gambling helpline.',
      ],
    },
    {
      title: '8. Closing and suspending accounts',
      body: [
        'You may close your account at any time through customer service; your withdrawable balance is paid out after the usual checks. We may suspend or close an account that breaks these terms, and void bets and bonuses gained by breaking them.',
      ],
    },
    {
      title: '9. Privacy',
      body: [
        'We keep your personal data to run your account, meet our legal duties and prevent fraud, and share it only with payment providers, game providers and authorities that need it.',
      ],
    },
    {
      title: '10. Changes and complaints',
      body: [
        'We may change these terms; the new terms apply from the next time you log in. Send complaints to customer service; we answer within 14 days.',
      ],
    },
  ],
};
