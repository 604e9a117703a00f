import { supportDocumentation } from '../content/library/supportDocs';
import { ItemsListPage } from './ItemsListPage';
import { LibraryItemPage } from './LibraryItemPage';

export function SupportDocsList() {
  return <ItemsListPage content={supportDocumentation} kind="guide" />;
}

export function SupportGuide() {
  return <LibraryItemPage content={supportDocumentation} kind="guide" />;
}
