import type { Point } from '../content/types';
import styles from './PointList.module.css';

export interface PointListProps {
  readonly points: readonly Point[];
  readonly className?: string;
}

/** A bullet list of plain or titled points. */
export function PointList({ points, className }: PointListProps) {
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')}>
      {points.map((point) =>
        typeof point === 'string' ? (
          <li key={point}>{point}</li>
        ) : (
          <li key={point.title}>
            <strong>{point.title}</strong>
            {/* A colon reads the pair as one sentence to screen readers too. */}
            <span className="visually-hidden">:</span> {point.description}
          </li>
        ),
      )}
    </ul>
  );
}
