import { useCallback } from 'react';
import { useAddress, useNavigateTo } from '@site/ui';
import { DEFAULT_INDUSTRY, industryOptions } from '../content/pricing';
import type { IndustryValue } from '../content/types';

/** The address's query parameter holding the chosen industry. */
const INDUSTRY_PARAM = 'industry';

/** Reads the industry from the parameter's value; anything unknown or missing is the default. */
export function parseIndustry(value: string | null): IndustryValue {
  return industryOptions.find((option) => option.value === value)?.value ?? DEFAULT_INDUSTRY;
}

/** Only NDIS has plan cards; the other industries are quoted by the sales team. */
export function showsPlans(industry: IndustryValue): boolean {
  return industry === DEFAULT_INDUSTRY;
}

/**
 * The chosen industry, kept in the address (`?industry=ict`) so it can be shared and survives a
 * reload. The default leaves the address clean. Choosing replaces the history entry: switching
 * industries is a view setting, not a page the back button should step through.
 */
export function useIndustry(): readonly [IndustryValue, (industry: IndustryValue) => void] {
  const { pathname, search, hash } = useAddress();
  const navigate = useNavigateTo();
  const industry = parseIndustry(new URLSearchParams(search).get(INDUSTRY_PARAM));
  const choose = useCallback(
    (next: IndustryValue) => {
      const params = new URLSearchParams(search);
      if (next === DEFAULT_INDUSTRY) params.delete(INDUSTRY_PARAM);
      else params.set(INDUSTRY_PARAM, next);
      const query = params.toString();
      navigate(`${pathname}${query ? `?${query}` : ''}${hash}`, { replace: true });
    },
    [pathname, search, hash, navigate],
  );
  return [industry, choose] as const;
}
