/** Home page copy. The full page (sliders, testimonials, FAQ, client logos) builds on this. */
export const home = {
  title: 'Workforce, participant and compliance management for NDIS and aged care',
  description:
    'Wattlecare is the Australian-hosted platform NDIS and aged-care providers use to roster support workers, keep participant records audit-ready and pay staff correctly.',
  hero: {
    headline: 'Rosters, participants and compliance, finally in one place',
    subText:
      'Wattlecare helps Australian NDIS and aged-care providers roster the right support worker, keep participant records audit-ready and pay every shift correctly, from the office or on the road.',
  },
  features: {
    heading: 'Everything your care team runs on',
    intro: 'Sixteen modules that share one record of every participant, worker and shift.',
    items: [
      {
        label: 'Roster Management',
        description: 'Auto-schedule group, recurring, split and sleepover shifts against worker availability and qualifications.',
      },
      { label: 'Timesheet', description: 'Timesheets built from real shift activity, approved per person, per shift or in bulk.' },
      {
        label: 'Participant Management',
        description: 'Plans, funding, service agreements, risk profiles and documents with expiry reminders.',
      },
      { label: 'Incident Management', description: 'Report, investigate and close incidents with a locked record once they are resolved.' },
    ],
  },
} as const;
