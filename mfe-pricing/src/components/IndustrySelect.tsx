import { useId } from 'react';
import { industryOptions } from '../content/pricing';
import { pricingPage } from '../content/pricingPage';
import type { IndustryValue } from '../content/types';
import styles from './IndustrySelect.module.css';

export interface IndustrySelectProps {
  readonly value: IndustryValue;
  readonly onChange: (industry: IndustryValue) => void;
}

/** The labelled industry select. "Select Industry" is a placeholder, not a choice. */
export function IndustrySelect({ value, onChange }: IndustrySelectProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{pricingPage.industry.label}</label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => {
          const chosen = industryOptions.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        <option value="" disabled>
          {pricingPage.industry.placeholder}
        </option>
        {industryOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
