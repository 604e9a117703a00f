import type { CollectionNotice as Notice } from '../content/privacyNotices';
import styles from './fields.module.css';
import type { RenderPrivacyLink } from './links';

export interface CollectionNoticeProps {
  readonly notice: Notice;
  readonly renderLink: RenderPrivacyLink;
  readonly className?: string;
}

/** The privacy collection notice (APP 5) beside a form. */
export function CollectionNotice({ notice, renderLink, className }: CollectionNoticeProps) {
  return (
    <p className={[styles.notice, className].filter(Boolean).join(' ')}>
      {notice.text} {notice.linkLead} {renderLink({ href: notice.href, children: notice.linkText })}.
    </p>
  );
}
