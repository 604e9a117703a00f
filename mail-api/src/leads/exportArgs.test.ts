import { leadsUsage, parseExportArgs, parseSince, resolveForm, UsageError } from './exportArgs';

describe('parseExportArgs', () => {
  it('reads export with its options, csv and standard output by default', () => {
    expect(parseExportArgs(['export', '--since', '2026-11-01'])).toEqual({
      since: Date.UTC(2026, 10, 1),
      form: undefined,
      format: 'csv',
      out: undefined,
    });
    expect(parseExportArgs(['export', '--since=2026-11-01', '--form', 'demo', '--format', 'json', '--out', 'leads.json'])).toEqual({
      since: Date.UTC(2026, 10, 1),
      form: 'request-demo',
      format: 'json',
      out: 'leads.json',
    });
  });

  it('asks for help with --help or -h, whatever else is given', () => {
    expect(parseExportArgs(['--help'])).toBe('help');
    expect(parseExportArgs(['export', '-h'])).toBe('help');
    expect(leadsUsage).toContain('--since <date>');
    expect(leadsUsage).toContain('request-demo (or demo)');
  });

  it.each([
    [[], /^Missing the command/],
    [['import', '--since', '2026-11-01'], /^Unknown command "import": the only one is export/],
    [['export'], /^--since is required/],
    [['export', '--since'], /argument missing/],
    [['export', '--since', '2026-11-01', 'now'], /^Unexpected argument "now"/],
    [['export', '--since', '2026-11-01', '--from', 'x'], /^Unknown option '--from'/],
    [['export', '--since', '2026-11-01', '--format', 'xlsx'], /^--format must be csv or json, got "xlsx"/],
    [['export', '--since', '2026-11-01', '--form', 'contact'], /^Unknown form "contact": use newsletter, request-demo \(or demo\)/],
    [['export', '--since', 'yesterday'], /^--since must be a day such as 2026-11-01/],
  ])('refuses %j with a usage error', (argv, message) => {
    expect(() => parseExportArgs(argv)).toThrow(UsageError);
    expect(() => parseExportArgs(argv)).toThrow(message);
  });
});

describe('parseSince', () => {
  it('reads a day as the start of that day in UTC', () => {
    expect(new Date(parseSince('2026-11-01')).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(new Date(parseSince('2028-02-29')).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  it('reads an ISO 8601 time with its offset', () => {
    expect(new Date(parseSince('2026-11-01T00:00:00+11:00')).toISOString()).toBe('2026-10-31T13:00:00.000Z');
    expect(new Date(parseSince('2026-11-01T09:30Z')).toISOString()).toBe('2026-11-01T09:30:00.000Z');
    expect(new Date(parseSince('2026-11-01T09:30:15.250Z')).toISOString()).toBe('2026-11-01T09:30:15.250Z');
  });

  it.each(['2026-02-30', '2026-13-01', '2026-11-1', '01/11/2026', '2026-11-01T09:00', '2026-11-01T25:00Z', ''])('refuses "%s"', (value) => {
    expect(() => parseSince(value)).toThrow(UsageError);
  });
});

describe('resolveForm', () => {
  it('takes the full name or the short one', () => {
    expect(resolveForm('demo')).toBe('request-demo');
    expect(resolveForm('expert')).toBe('request-expert');
    expect(resolveForm('request-expert')).toBe('request-expert');
    expect(resolveForm('newsletter')).toBe('newsletter');
    expect(resolveForm('trial')).toBe('trial');
  });

  it('names the valid forms when it does not know one', () => {
    expect(() => resolveForm('Demo')).toThrow(
      'Unknown form "Demo": use newsletter, request-demo (or demo), request-expert (or expert), trial',
    );
  });
});
