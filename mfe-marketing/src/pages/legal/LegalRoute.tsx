import { PageNotFound, useAddress } from '@site/ui';
import { findByPath } from '../../content/findByPath';
import { accessibilityStatement } from '../../content/legal/accessibilityStatement';
import { privacyPolicy } from '../../content/legal/privacyPolicy';
import { termsAndConditions } from '../../content/legal/terms';
import { releaseNotes } from '../../content/releaseNotes';
import { AccessibilityStatementPage } from './AccessibilityStatementPage';
import { LegalPage } from './LegalPage';
import { ReleaseNotesPage } from './ReleaseNotesPage';

export default function LegalRoute() {
  const path = useAddress().pathname;
  const document = findByPath([privacyPolicy, termsAndConditions], path);
  if (document) return <LegalPage document={document} />;
  if (findByPath([accessibilityStatement], path)) return <AccessibilityStatementPage content={accessibilityStatement} />;
  if (findByPath([releaseNotes], path)) return <ReleaseNotesPage content={releaseNotes} />;
  return <PageNotFound />;
}
