import { PageNotFound, useAddress } from '@site/ui';
import { findByPath } from '../../content/findByPath';
import { legalPages } from '../../content/legal';
import { releases } from '../../content/releases';
import { AccessibilityStatementPage } from './AccessibilityStatementPage';
import { LegalPage } from './LegalPage';
import { ReleaseNotesPage } from './ReleaseNotesPage';

/** A legal page, the accessibility statement or the release notes, in the template its file's `layout` names. */
export default function LegalRoute() {
  const content = findByPath(legalPages, useAddress().pathname);
  switch (content?.layout) {
    case 'document':
      return <LegalPage document={content} />;
    case 'accessibility-statement':
      return <AccessibilityStatementPage content={content} />;
    case 'release-notes':
      return <ReleaseNotesPage content={content} releases={releases} />;
    default:
      return <PageNotFound />;
  }
}
