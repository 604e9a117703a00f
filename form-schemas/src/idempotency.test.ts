import { canonicalJson, formatIdempotencyKey, parseIdempotencyKey } from './idempotency';

describe('parseIdempotencyKey', () => {
  const uuid = '8e03978e-40d5-43e8-bc93-6894a57f9324';

  it("reads the draft's quoted form and the bare token, and formats the quoted one", () => {
    expect(parseIdempotencyKey(formatIdempotencyKey(uuid))).toEqual({ kind: 'valid', key: uuid });
    expect(formatIdempotencyKey(uuid)).toBe(`"${uuid}"`);
    expect(parseIdempotencyKey(uuid)).toEqual({ kind: 'valid', key: uuid });
    expect(parseIdempotencyKey(` ${uuid} `)).toEqual({ kind: 'valid', key: uuid });
  });

  it('takes no header as absent: a post without a key works as before', () => {
    expect(parseIdempotencyKey(undefined)).toEqual({ kind: 'absent' });
  });

  it.each([
    ['empty', ''],
    ['too short', 'abc'],
    ['too long', 'a'.repeat(256)],
    ['a space inside', 'abcd efgh'],
    ['a quote inside', '"abc"def"'],
    ['non-ASCII', 'clé-clé-clé'],
    ['a line break inside', 'abcd\nefgh'],
  ])('refuses a key that is %s', (_name, value) => {
    expect(parseIdempotencyKey(value)).toEqual({ kind: 'malformed' });
  });

  it('refuses the header sent twice', () => {
    expect(parseIdempotencyKey([uuid, uuid])).toEqual({ kind: 'malformed' });
  });
});

describe('canonicalJson', () => {
  it('is the same text whatever the key order, at every level', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: 'é' } })).toBe('{"a":{"c":"é","d":[1,{"x":1,"y":2}]},"b":1}');
    expect(canonicalJson({ a: { c: 'é', d: [1, { x: 1, y: 2 }] }, b: 1 })).toBe(
      canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: 'é' } }),
    );
  });

  it('canonicalises a body nested 15,000 levels deep without overflowing the stack (issue 57)', () => {
    const deepArrays = `${'['.repeat(15_000)}"x"${']'.repeat(15_000)}`;
    expect(canonicalJson(JSON.parse(deepArrays))).toBe(deepArrays);
    const deepObjects = `${'{"b":1,"a":'.repeat(15_000)}null${'}'.repeat(15_000)}`;
    expect(canonicalJson(JSON.parse(deepObjects))).toBe(`${'{"a":'.repeat(15_000)}null${',"b":1}'.repeat(15_000)}`);
  });

  it('leaves out undefined members, as JSON does, and keeps null, booleans and strings', () => {
    expect(canonicalJson({ a: undefined, b: null, c: true, d: 'x"y' })).toBe('{"b":null,"c":true,"d":"x\\"y"}');
    expect(canonicalJson([undefined])).toBe('[null]');
  });
});
