/** English strings of the agent programme's settings page; spread into en.ts, the key source. */
export const enAgentSettings = {
  agentSettings: {
    view: 'Settings',
    heading: 'Agent programme settings',
    intro:
      'Rules of the agent programme for every agent of this brand. Changes apply at once and are recorded in the audit log.',
    readOnly: 'Your role ({{role}}) can view these settings but not change them.',
    active: 'Active members',
    activeIntro:
      'A team member, the agent included, is active in a period when its valid bet in the period reaches the minimum.',
    salaryActiveMinimum: 'Minimum valid bet for salaries',
    salaryHint:
      'In {{currency}}, up to {{decimals}} decimals. The agents’ team overview counts active members by this minimum.',
    dividendActiveMinimum: 'Minimum valid bet for dividends',
    dividendHint: 'In {{currency}}, up to {{decimals}} decimals.',
    dividendPaymentHours: 'Dividend payment window (hours)',
    paymentHoursHint:
      'How long an upline has to pay a downline’s dividend bill, {{min}} to {{max}} hours. Unpaid after it, the upline is frozen and the platform force-pays the bill.',
    paymentHoursInvalid: 'Enter a whole number of hours from {{min}} to {{max}}.',
    tooLarge: 'Enter at most {{max}}.',
    save: 'Save agent settings',
    saved: 'Agent settings saved',
    lastChange: 'Last changed {{at}} by {{name}}.',
    defaults: 'These are the defaults; nobody has changed them yet.',
  },
};
