export const ourStory = {
  title: 'Our Story',
  description: 'How a rostering spreadsheet at a Canberra disability-support provider became Wattlecare.',
  heading: 'Our Story',
  paragraphs: [
    'Wattlecare started in a Canberra disability-support office, where a coordinator spent every Friday rebuilding the next fortnight’s roster by hand and every Monday chasing timesheets that did not match it.',
    'We built the first version to fix that one problem. Providers then asked for participant records, incident reporting and payroll that used the same data, so nothing had to be typed twice. Today Wattlecare runs rosters, compliance and pay for NDIS and aged-care teams across Australia, hosted in Australia and built with ISO 27001-aligned practices.',
  ],
} as const;
