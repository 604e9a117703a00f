import { act, render, screen } from '@testing-library/react';
import { RouterAddress } from '@site/ui/router';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { industryOptions } from '../content/pricing';
import type { IndustryValue } from '../content/types';
import { parseIndustry, showsPlans, useIndustry } from './industry';

describe('parseIndustry', () => {
  it('reads each option value, and falls back to NDIS when the address names none or an unknown one', () => {
    for (const option of industryOptions) expect(parseIndustry(option.value)).toBe(option.value);
    expect(parseIndustry(null)).toBe('ndis');
    expect(parseIndustry('')).toBe('ndis');
    expect(parseIndustry('NDIS')).toBe('ndis');
    expect(parseIndustry('mining')).toBe('ndis');
  });

  it('shows plan cards only for NDIS', () => {
    expect(industryOptions.filter((option) => showsPlans(option.value)).map((option) => option.value)).toEqual(['ndis']);
  });
});

describe('useIndustry', () => {
  let choose: (industry: IndustryValue) => void = () => undefined;

  function Probe() {
    const [industry, chooseIndustry] = useIndustry();
    choose = chooseIndustry;
    const location = useLocation();
    return <output data-testid="probe">{`${industry} ${location.pathname}${location.search}`}</output>;
  }

  function renderAt(path: string) {
    render(
      <MemoryRouter initialEntries={[path]}>
        <RouterAddress>
          <Probe />
        </RouterAddress>
      </MemoryRouter>,
    );
    return screen.getByTestId('probe');
  }

  it('puts the choice in the address, keeps other parameters, and leaves the address clean for the default', () => {
    const probe = renderAt('/pricing?utm_source=newsletter');
    expect(probe).toHaveTextContent('ndis /pricing?utm_source=newsletter');
    act(() => choose('ict'));
    expect(probe).toHaveTextContent('ict /pricing?utm_source=newsletter&industry=ict');
    act(() => choose('retail-hospitality'));
    expect(probe).toHaveTextContent('retail-hospitality /pricing?utm_source=newsletter&industry=retail-hospitality');
    act(() => choose('ndis'));
    expect(probe).toHaveTextContent(/^ndis \/pricing\?utm_source=newsletter$/);
  });

  it('restores the choice from a shared address', () => {
    expect(renderAt('/pricing?industry=construction')).toHaveTextContent('construction /pricing?industry=construction');
  });
});
