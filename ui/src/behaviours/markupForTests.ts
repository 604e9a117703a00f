/** A behaviour's markup helpers (`disclosureTrigger(…)`) as HTML attributes, for tests that write pages as HTML. */
export const attributesHtml = (values: Record<string, string | boolean | undefined>): string =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}="${String(value)}"`)
    .join(' ');
