import { PageNotFound } from '@site/ui';
import { useLocation } from 'react-router-dom';
import { privacyPolicy } from '../../content/legal/privacyPolicy';
import { termsAndConditions } from '../../content/legal/terms';
import { releaseNotes } from '../../content/releaseNotes';
import { LegalPage } from './LegalPage';
import { ReleaseNotesPage } from './ReleaseNotesPage';

export default function LegalRoute() {
  switch (useLocation().pathname.toLowerCase()) {
    case '/privacy-policy':
      return <LegalPage document={privacyPolicy} />;
    case '/terms-and-conditions':
      return <LegalPage document={termsAndConditions} />;
    case '/release-notes':
      return <ReleaseNotesPage content={releaseNotes} />;
    default:
      return <PageNotFound />;
  }
}
