import { containerName, portOf, services } from './topology';

describe('topology', () => {
  it('uses the documented ports by default', () => {
    expect(Object.fromEntries(Object.keys(services).map((name) => [name, portOf(name as keyof typeof services, {})]))).toEqual({
      shell: 3000,
      marketing: 3001,
      resources: 3002,
      pricing: 3003,
      forms: 3004,
      mailApi: 3005,
    });
  });

  it('takes a port from the environment and rejects nonsense', () => {
    expect(portOf('pricing', { PRICING_PORT: '4003' })).toBe(4003);
    expect(() => portOf('pricing', { PRICING_PORT: 'abc' })).toThrow('PRICING_PORT must be a port number, got "abc"');
  });

  it('names containers after the remote', () => {
    expect(containerName('pricing')).toBe('mfe_pricing');
  });
});
