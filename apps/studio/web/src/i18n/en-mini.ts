/** Dice, mines, plinko, hi-lo and crash. */
export const enMini = {
  summary: { won: 'Won', lost: 'Lost' },
  dice: {
    stage: 'Dice track',
    recent: 'Recent rolls',
    direction: 'Roll',
    under: 'Under',
    over: 'Over',
    target: 'Target',
    chance: 'Win chance %',
    multiplier: 'Multiplier',
    targetRange: 'Choose a target from {{min}} to {{max}}.',
    roll: 'Roll dice',
    won: 'You won {{payout}}',
    lost: 'No win this time',
    summary: 'Rolled {{roll}}',
    rules: {
      intro: 'A roll is a number from 00.00 to 99.99, every value equally likely.',
      under: 'Roll under: you win when the roll is below your target.',
      over: 'Roll over: you win when the roll is above your target.',
      pays: 'The multiplier is 99 divided by your win chance in percent, so every target returns 99%.',
    },
  },
};
