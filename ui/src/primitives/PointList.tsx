import type { Point } from '../content/types';
import { GlossaryText } from '../glossary/GlossaryText';
import styles from './PointList.module.css';

export interface PointListProps {
  readonly points: readonly Point[];
  readonly className?: string;
}

/** A bullet list of plain or titled points; their texts spell out the glossary's terms (GlossaryText), their titles do not. */
export function PointList({ points, className }: PointListProps) {
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')}>
      {points.map((point) =>
        typeof point === 'string' ? (
          <li key={point}>
            <GlossaryText>{point}</GlossaryText>
          </li>
        ) : (
          <li key={point.title}>
            <strong>{point.title}</strong>
            {/* A colon reads the pair as one sentence to screen readers too. */}
            <span className="visually-hidden">:</span> <GlossaryText>{point.description}</GlossaryText>
          </li>
        ),
      )}
    </ul>
  );
}
