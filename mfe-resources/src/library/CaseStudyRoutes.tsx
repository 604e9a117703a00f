import { caseStudies } from '../content/library/caseStudies';
import { ItemsListPage } from './ItemsListPage';
import { LibraryItemPage } from './LibraryItemPage';

export function CaseStudiesList() {
  return <ItemsListPage content={caseStudies} kind="case-study" />;
}

export function CaseStudy() {
  return <LibraryItemPage content={caseStudies} kind="case-study" />;
}
