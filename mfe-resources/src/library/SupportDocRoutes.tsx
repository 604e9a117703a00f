import { supportDocumentation } from '../content/library/supportDocs';
import { ItemsListPage } from './ItemsListPage';
import { LibraryItemPage, LibraryLookupPage } from './LibraryItemPage';

export function SupportDocsList() {
  return <ItemsListPage content={supportDocumentation} />;
}

export function SupportGuide() {
  return <LibraryItemPage content={supportDocumentation} />;
}

export function SupportGuideLookup() {
  return <LibraryLookupPage content={supportDocumentation} />;
}
