import { parse } from 'csv-parse/sync';
import { visitorForms } from '@site/form-schemas';
import type { LeadRecord, StoredSubmission } from '../store/submissionStore';
import { leadsCsv, leadsCsvColumns, leadsJson } from './exportFormat';

const receivedAt = Date.UTC(2026, 10, 3, 22, 15, 0);

function submission(overrides: Omit<Partial<StoredSubmission>, 'lead'> & { lead?: Partial<LeadRecord> } = {}): StoredSubmission {
  const { lead, ...rest } = overrides;
  return {
    id: 'sub-1',
    form: 'request-demo',
    receivedAt,
    internalEmail: { state: 'sent', attempts: 1, sentAt: receivedAt + 2000 },
    confirmationEmail: { state: 'sent', attempts: 1 },
    webhook: { state: 'off', attempts: 0, lastError: undefined },
    ...rest,
    lead: {
      fields: { fullName: 'Ada Lovelace', email: 'ada@example.com', areas: ['Rostering', 'Payroll'], privacyAccepted: true },
      attribution: undefined,
      spamSignals: [],
      ...lead,
    },
  };
}

/** The CSV parsed back as a spreadsheet would read it (BOM dropped, quoting undone): header row first. */
function parsed(csv: string): string[][] {
  return parse(csv, { bom: true });
}

/** One exported row by column name. */
function rowOf(csv: string, index = 0): Record<string, string> {
  const [header = [], ...rows] = parsed(csv);
  return Object.fromEntries(header.map((name, column) => [name, rows[index]?.[column] ?? '']));
}

describe('leadsCsv', () => {
  it('starts with the UTF-8 byte order mark, so Excel reads it as UTF-8', () => {
    const bytes = Buffer.from(leadsCsv([submission({ lead: { fields: { fullName: 'Zoë Ñúñez' } } })]), 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(rowOf(bytes.toString('utf8')).full_name).toBe('Zoë Ñúñez');
  });

  it('has a fixed header row, whatever forms the export holds', () => {
    const header = [
      'id',
      'received_at',
      'form',
      'email',
      'full_name',
      'phone',
      'organisation',
      'role',
      'areas',
      'preferred_time',
      'privacy_accepted',
      'first_name',
      'last_name',
      'company',
      'abn',
      'industry',
      'features',
      'demo',
      'page',
      'landing_page',
      'pages_viewed',
      'referrer_origin',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'spam_signals',
      'internal_email',
      'internal_email_attempts',
      'confirmation_email',
      'webhook',
      'webhook_attempts',
      'webhook_last_error',
    ];
    expect(leadsCsvColumns).toEqual(header);
    expect(leadsCsv([])).toBe(`\uFEFF${header.join(',')}\r\n`);
    const trial = submission({ form: 'trial', lead: { fields: { firstName: 'Ada' } } });
    expect(parsed(leadsCsv([trial]))[0]).toEqual(header);
    expect(parsed(leadsCsv([submission({ form: 'newsletter', lead: { fields: { email: 'a@example.com' } } })]))[0]).toEqual(header);
  });

  it('has a column for every field of every visitor form, each once', () => {
    const everyField = Object.values(visitorForms).flatMap((form) =>
      form.fieldNames.map((name) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)),
    );
    expect(leadsCsvColumns).toEqual(expect.arrayContaining(everyField));
    expect(new Set(leadsCsvColumns).size).toBe(leadsCsvColumns.length);
  });

  it('ends every record with CRLF', () => {
    const csv = leadsCsv([submission(), submission({ id: 'sub-2' })]);
    expect(csv.split('\r\n')).toHaveLength(4);
    expect(csv.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('renders dates as ISO 8601 UTC, lists joined with "; ", booleans as yes/no, missing values empty', () => {
    const row = rowOf(
      leadsCsv([
        submission({
          lead: { spamSignals: ['Sent 1.2 s after the form appeared', 'A link in the name'] },
          webhook: { state: 'failed', attempts: 7, lastError: 'HTTP 502' },
          internalEmail: { state: 'pending', attempts: 3, sentAt: undefined },
          confirmationEmail: { state: 'pending', attempts: 0 },
        }),
      ]),
    );
    expect(row).toMatchObject({
      id: 'sub-1',
      received_at: '2026-11-03T22:15:00.000Z',
      form: 'request-demo',
      full_name: 'Ada Lovelace',
      areas: 'Rostering; Payroll',
      privacy_accepted: 'yes',
      phone: '',
      first_name: '',
      page: '',
      utm_source: '',
      spam_signals: 'Sent 1.2 s after the form appeared; A link in the name',
      internal_email: 'pending',
      internal_email_attempts: '3',
      confirmation_email: 'pending',
      webhook: 'failed',
      webhook_attempts: '7',
      webhook_last_error: 'HTTP 502',
    });
    const trial = rowOf(leadsCsv([submission({ form: 'trial', lead: { fields: { features: [], demo: false } } })]));
    expect(trial).toMatchObject({ features: '', demo: 'no', areas: '' });
  });

  it('shows a choice by the label the visitor picked, as the e-mail does ("payroll" is Accounting)', () => {
    const demo = rowOf(leadsCsv([submission({ lead: { fields: { areas: 'payroll' } } })]));
    expect(demo).toMatchObject({ areas: 'Accounting' });
    const trial = rowOf(leadsCsv([submission({ form: 'trial', lead: { fields: { industry: 'ict' } } })]));
    expect(trial).toMatchObject({ industry: 'ICT' });
  });

  it('fills the attribution columns', () => {
    const row = rowOf(
      leadsCsv([
        submission({
          lead: {
            attribution: {
              page: '/pricing',
              landingPage: '/?utm_source=news',
              pagesViewed: ['/?utm_source=news', '/pricing'],
              referrerOrigin: 'https://www.google.com',
              utm: { source: 'news', medium: 'email', campaign: 'spring', term: 'rostering', content: 'button' },
            },
          },
        }),
      ]),
    );
    expect(row).toMatchObject({
      page: '/pricing',
      landing_page: '/?utm_source=news',
      pages_viewed: '/?utm_source=news; /pricing',
      referrer_origin: 'https://www.google.com',
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: 'rostering',
      utm_content: 'button',
    });
  });

  it.each([
    ['=', '=HYPERLINK("http://evil.example","Click")'],
    ['+', '+1+cmd|/C calc!A0'],
    ['-', '-2+3'],
    ['@', '@SUM(A1:A2)'],
    ['a tab', '\t=1+1'],
    ['a carriage return', '\r=1+1'],
    ['a full-width =', '＝1+1'],
  ])('neutralises a cell starting with %s by a leading apostrophe', (_start, value) => {
    const row = rowOf(leadsCsv([submission({ lead: { fields: { fullName: value, organisation: value } } })]));
    expect(row.full_name).toBe(`'${value}`);
    expect(row.organisation).toBe(`'${value}`);
  });

  it('neutralises any column a visitor can fill, attribution and the webhook error included', () => {
    const row = rowOf(
      leadsCsv([
        submission({
          lead: { attribution: { utm: { campaign: '=1+1' } }, spamSignals: ['@x'] },
          webhook: { state: 'pending', attempts: 1, lastError: '-1' },
        }),
      ]),
    );
    expect(row).toMatchObject({ utm_campaign: "'=1+1", spam_signals: "'@x", webhook_last_error: "'-1" });
  });

  it('also prefixes an international phone number (it starts with +): standard, and still readable', () => {
    const row = rowOf(leadsCsv([submission({ lead: { fields: { phone: '+61 2 5550 1234' } } })]));
    expect(row.phone).toBe("'+61 2 5550 1234");
  });

  it('leaves ordinary values alone, a = or - inside a value included', () => {
    const row = rowOf(leadsCsv([submission({ lead: { fields: { fullName: 'Mary-Jane O=Brien', phone: '02 5550 1234' } } })]));
    expect(row).toMatchObject({ full_name: 'Mary-Jane O=Brien', phone: '02 5550 1234' });
  });

  it('keeps a comma, a double quote and a newline inside a field intact', () => {
    const tricky = 'Acme, "Aged Care"\nPty Ltd\r\nLevel 2';
    const csv = leadsCsv([submission({ lead: { fields: { organisation: tricky, role: 'a,b' } } }), submission({ id: 'sub-2' })]);
    const rows = parsed(csv);
    expect(rows).toHaveLength(3);
    expect(rowOf(csv)).toMatchObject({ organisation: tricky, role: 'a,b' });
    expect(rowOf(csv, 1).id).toBe('sub-2');
  });
});

describe('leadsJson', () => {
  it('is a pretty-printed array with the lead nested as stored and the delivery state, dates in ISO 8601 UTC', () => {
    const json = leadsJson([
      submission({
        lead: { attribution: { page: '/pricing', utm: { source: 'news' } }, spamSignals: ['A link in the name'] },
        webhook: { state: 'sent', attempts: 2, lastError: 'HTTP 503' },
      }),
      submission({ id: 'sub-2', internalEmail: { state: 'pending', attempts: 0, sentAt: undefined } }),
    ]);
    expect(json).toMatch(/^\[\n {2}\{\n {4}"id": "sub-1",/);
    expect(JSON.parse(json)).toEqual([
      {
        id: 'sub-1',
        form: 'request-demo',
        receivedAt: '2026-11-03T22:15:00.000Z',
        fields: { fullName: 'Ada Lovelace', email: 'ada@example.com', areas: ['Rostering', 'Payroll'], privacyAccepted: true },
        attribution: { page: '/pricing', utm: { source: 'news' } },
        spamSignals: ['A link in the name'],
        internalEmail: { state: 'sent', attempts: 1, sentAt: '2026-11-03T22:15:02.000Z' },
        confirmationEmail: { state: 'sent', attempts: 1 },
        webhook: { state: 'sent', attempts: 2, lastError: 'HTTP 503' },
      },
      expect.objectContaining({
        id: 'sub-2',
        attribution: null,
        spamSignals: [],
        internalEmail: { state: 'pending', attempts: 0, sentAt: null },
        webhook: { state: 'off', attempts: 0, lastError: null },
      }),
    ]);
  });

  it('does not alter values that would be formulas in a spreadsheet', () => {
    const [lead] = JSON.parse(leadsJson([submission({ lead: { fields: { phone: '+61 2 5550 1234', fullName: '=1+1' } } })])) as [
      { fields: Record<string, unknown> },
    ];
    expect(lead.fields).toEqual({ phone: '+61 2 5550 1234', fullName: '=1+1' });
  });

  it('is an empty array when nothing matched', () => {
    expect(leadsJson([])).toBe('[]\n');
  });
});
