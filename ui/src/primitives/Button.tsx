import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { SiteLink } from '../navigation/address';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost';

interface CommonProps {
  readonly variant?: ButtonVariant;
  readonly size?: 'normal' | 'small';
  readonly className?: string;
  readonly children: ReactNode;
}

export function buttonClassName({ variant = 'primary', size = 'normal', className }: Omit<CommonProps, 'children'>): string {
  return [styles.button, styles[variant], size === 'small' ? styles.small : undefined, className].filter(Boolean).join(' ');
}

export type ButtonProps = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> & { readonly ref?: Ref<HTMLButtonElement> };

/** A real <button> for actions. */
export function Button({ variant, size, className, children, type = 'button', ref, ...rest }: ButtonProps) {
  return (
    <button ref={ref} type={type} className={buttonClassName({ variant, size, className })} {...rest}>
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends CommonProps {
  /** A page of this site (see SiteLink). */
  readonly to: string;
}

/** A link styled as a button, for navigation (it stays a link for assistive tech). */
export function ButtonLink({ variant, size, className, children, to }: ButtonLinkProps) {
  return (
    <SiteLink to={to} className={buttonClassName({ variant, size, className })}>
      {children}
    </SiteLink>
  );
}
