import fc from 'fast-check';
import {
  areaOptions,
  canonicalJson,
  demoOptions,
  EXAMPLE_NOW,
  exampleRequest,
  exampleTrial,
  formatIdempotencyKey,
  honeypotFieldName,
  industryOptions,
  isHoneypotFilled,
  firstMessagePerField,
  parseIdempotencyKey,
  trialFeatureOptions,
  visitorForms,
  type FormPostValues,
  type VisitorForm,
} from './index';

/**
 * Issue 57: properties of every decoder a request body goes through, for any input a client can send:
 * none throws (a throw is a 500 on the server), and each gives what the form's script would have sent.
 */

const forms: ReadonlyArray<readonly [string, VisitorForm]> = Object.entries(visitorForms);

/** A urlencoded body as a form's decoder reads it (the server's parser gives every value posted under a name). */
function postedValues(pairs: ReadonlyArray<readonly [string, string]>): FormPostValues {
  const params = new URLSearchParams();
  for (const [name, value] of pairs) params.append(name, value);
  return (name) => params.getAll(name);
}

/** Names a client may post: the forms' own, the honeypot, the shell's, Object's own members, and any other. */
const postedName = fc.oneof(
  fc.constantFrom(
    ...new Set(forms.flatMap(([, form]) => form.fieldNames)),
    honeypotFieldName,
    'privacyAccepted',
    'timeZoneOffsetMinutes',
    'form-endpoint',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
  ),
  fc.string(),
);
const postedValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('', ' ', 'on', '-660', '1e999', 'NaN', '2025-03-05T10:30'),
);
const anyPost = fc.array(fc.tuple(postedName, postedValue), { maxLength: 30 });

/** Arrays and objects nested `depth` deep around a value: what a hostile JSON body can be. */
const deeplyNested = fc
  .tuple(fc.integer({ min: 1, max: 20_000 }), fc.boolean(), fc.jsonValue({ maxDepth: 2 }))
  .map(([depth, asObjects, inner]) => {
    let value: unknown = inner;
    for (let level = 0; level < depth; level += 1) value = asObjects ? { a: value } : [value];
    return value;
  });

describe("each form's decoder of a plain HTML post", () => {
  it.each(forms)('%s: never throws, and gives only the fields its script sends, of the types it sends them', (_name, form) => {
    const allowed = new Set<string>([...form.fieldNames, honeypotFieldName, 'privacyAccepted', 'timeZoneOffsetMinutes']);
    fc.assert(
      fc.property(anyPost, (pairs) => {
        const decoded = form.fromFormPost(postedValues(pairs));
        for (const [name, value] of Object.entries(decoded)) {
          expect(allowed.has(name)).toBe(true);
          if (name === 'features') expect(Array.isArray(value) && value.every((one) => typeof one === 'string')).toBe(true);
          else if (name === 'privacyAccepted') expect(value).toBe(true);
          else if (name === 'timeZoneOffsetMinutes') expect(typeof value).toBe('number');
          else expect(typeof value).toBe('string');
        }
        // What it gives, the schema judges without throwing either.
        const judged = form.schemaAt(EXAMPLE_NOW).safeParse(decoded);
        if (!judged.success) expect(Object.keys(firstMessagePerField(judged.error)).length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});

describe("each form's schema, given any JSON body", () => {
  it.each(forms)('%s: never throws, however deep or odd the body', (_name, form) => {
    const schema = form.schemaAt(EXAMPLE_NOW);
    const body = fc.oneof(
      fc.anything({ withNullPrototype: true, withObjectString: true }),
      fc.jsonValue(),
      fc.dictionary(
        fc.constantFrom(...form.fieldNames, 'attribution', 'renderedForMs', honeypotFieldName),
        fc.oneof(fc.jsonValue(), deeplyNested),
      ),
    );
    fc.assert(
      fc.property(body, (value) => {
        expect(typeof isHoneypotFilled(value)).toBe('boolean');
        const judged = schema.safeParse(value);
        if (!judged.success) firstMessagePerField(judged.error);
      }),
      { numRuns: 200 },
    );
  });
});

/** A one-line text a visitor may type: not blank, no line break, at most `max` characters once trimmed. */
function typedText(max: number) {
  return fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: max })
    .filter((value) => !/[\r\n]/.test(value) && value.trim().length > 0 && value.trim().length <= max);
}

const email = fc.stringMatching(/^[a-z0-9]{1,20}(\+[a-z0-9]{1,8})?@[a-z0-9]{1,12}\.example\.com$/);

describe('a valid submission posted as plain HTML', () => {
  it("decodes to the very object its script sends for the same values: a trial's nine fields", () => {
    const sent = fc.record({
      firstName: typedText(50),
      lastName: typedText(50),
      email,
      phone: fc.constantFrom(exampleTrial.phone, '(02) 5550 1234', '+61 491 570 006'),
      company: typedText(100),
      abn: fc.constant(exampleTrial.abn),
      industry: fc.constantFrom(...industryOptions.map((option) => option.value)),
      features: fc.uniqueArray(fc.constantFrom(...trialFeatureOptions), { minLength: 1 }),
      demo: fc.constantFrom(...demoOptions.map((option) => option.value)),
    });
    fc.assert(
      fc.property(sent, (fields) => {
        const { features, ...single } = fields;
        const pairs = [...Object.entries(single), ...features.map((feature) => ['features', feature] as const)];
        const decoded = visitorForms.trial.fromFormPost(postedValues(pairs));
        expect(decoded).toEqual(fields);
        expect(visitorForms.trial.schemaAt(EXAMPLE_NOW).safeParse(decoded).success).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("decodes to the very object its script sends for the same values: a request's fields, its offset and privacy box", () => {
    const sent = fc.record({
      fullName: typedText(100),
      email,
      phone: fc.constantFrom(exampleRequest.phone, '0491 570 156'),
      organisation: typedText(100),
      role: typedText(100),
      areas: fc.constantFrom(...areaOptions.map((option) => option.value)),
      preferredTime: fc.constant(exampleRequest.preferredTime),
      timeZoneOffsetMinutes: fc.integer({ min: -840, max: 720 }),
    });
    fc.assert(
      fc.property(
        sent,
        fc.constantFrom(...Object.values({ demo: visitorForms.demoRequest, expert: visitorForms.expertRequest })),
        (fields, form) => {
          const pairs = [
            ...Object.entries(fields).map(([name, value]) => [name, String(value)] as const),
            ['privacyAccepted', 'on'] as const,
          ];
          expect(form.fromFormPost(postedValues(pairs))).toEqual({ ...fields, privacyAccepted: true });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('decodes to the very object its script sends for the same values: a subscription', () => {
    fc.assert(
      fc.property(email, (address) => {
        expect(visitorForms.newsletter.fromFormPost(postedValues([['email', address]]))).toEqual({ email: address });
      }),
      { numRuns: 100 },
    );
  });
});

/** The recursive canonical JSON this package had before issue 57, kept as the reference its hashes must match. */
function recursiveCanonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item: unknown) => recursiveCanonicalJson(item ?? null)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, member]) => `${JSON.stringify(name)}:${recursiveCanonicalJson(member)}`).join(',')}}`;
  }
  return value === undefined || typeof value === 'function' || typeof value === 'symbol' ? 'null' : JSON.stringify(value);
}

/** The same value with every object's members in reverse order. */
function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([name, member]) => [name, reordered(member)]),
    );
  return value;
}

describe('canonicalJson', () => {
  it('gives the text the recursive version gave, so hashes stored before still match their repeats', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        expect(canonicalJson(value)).toBe(recursiveCanonicalJson(value));
      }),
      { numRuns: 300 },
    );
  });

  it('is valid JSON, its own canonical form, and the same whatever the key order', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonicalJson(value);
        expect(canonicalJson(JSON.parse(text))).toBe(text);
        expect(canonicalJson(reordered(value))).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws, however deep the value (a 32 kB body can nest 16,000 levels)', () => {
    fc.assert(
      fc.property(deeplyNested, (value) => {
        expect(canonicalJson(value).length).toBeGreaterThan(0);
      }),
      { numRuns: 30 },
    );
    expect(canonicalJson(JSON.parse(`${'['.repeat(100_000)}1${']'.repeat(100_000)}`))).toBe(
      `${'['.repeat(100_000)}1${']'.repeat(100_000)}`,
    );
  });

  it('never throws on what no body parser makes (bigint, functions, symbols, sparse arrays), and refuses a cycle as JSON does', () => {
    fc.assert(
      fc.property(
        fc.anything({
          withBigInt: true,
          withSparseArray: true,
          withNullPrototype: true,
          withBoxedValues: true,
          withMap: true,
          withSet: true,
        }),
        (value) => {
          expect(typeof canonicalJson(value)).toBe('string');
        },
      ),
      { numRuns: 300 },
    );
    const holes: number[] = [];
    holes[0] = 1;
    holes[2] = 3;
    expect(canonicalJson({ f: () => 1, s: Symbol('s'), n: 2n, holes })).toBe('{"f":null,"holes":[1,null,3],"n":2,"s":null}');
    const cycle: Record<string, unknown> = { a: 1 };
    cycle.self = { back: cycle };
    expect(() => canonicalJson(cycle)).toThrow(TypeError);
    // The same object twice, not inside itself, is no cycle.
    const shared = { x: 1 };
    expect(canonicalJson({ a: shared, b: [shared, shared] })).toBe('{"a":{"x":1},"b":[{"x":1},{"x":1}]}');
  });
});

describe('parseIdempotencyKey', () => {
  const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 300 });

  it('never throws on any header value, sent once or more, and a valid key is always within the syntax', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(undefined), fc.string(), headerText, fc.array(headerText)), (value) => {
        const parsed = parseIdempotencyKey(value);
        if (parsed.kind === 'valid') expect(parsed.key).toMatch(/^[A-Za-z0-9._:-]{8,255}$/);
      }),
      { numRuns: 300 },
    );
  });

  it('reads back every key it formats, quoted or bare', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9._:-]{8,255}$/), (key) => {
        expect(parseIdempotencyKey(formatIdempotencyKey(key))).toEqual({ kind: 'valid', key });
        expect(parseIdempotencyKey(` ${key} `)).toEqual({ kind: 'valid', key });
      }),
      { numRuns: 200 },
    );
  });
});
