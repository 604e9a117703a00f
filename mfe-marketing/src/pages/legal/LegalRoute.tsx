import { PageNotFound } from '@site/ui';
import { useLocation } from 'react-router-dom';
import { privacyPolicy } from '../../content/legal/privacyPolicy';
import { termsAndConditions } from '../../content/legal/terms';
import { releaseNotes } from '../../content/releaseNotes';
import { LegalPage } from './LegalPage';
import { ReleaseNotesPage } from './ReleaseNotesPage';

export default function LegalRoute() {
  const path = useLocation().pathname.toLowerCase();
  const document = [privacyPolicy, termsAndConditions].find((candidate) => candidate.path.toLowerCase() === path);
  if (document) return <LegalPage document={document} />;
  if (releaseNotes.path === path) return <ReleaseNotesPage content={releaseNotes} />;
  return <PageNotFound />;
}
