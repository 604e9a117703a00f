import { caseStudies } from '../content/library/caseStudies';
import { ItemsListPage } from './ItemsListPage';
import { LibraryItemPage, LibraryLookupPage } from './LibraryItemPage';

export function CaseStudiesList() {
  return <ItemsListPage content={caseStudies} />;
}

export function CaseStudy() {
  return <LibraryItemPage content={caseStudies} />;
}

export function CaseStudyLookup() {
  return <LibraryLookupPage content={caseStudies} />;
}
