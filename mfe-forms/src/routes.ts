/**
 * The pages this remote serves, published with each release in routes.json (the shell's route
 * table); its router and prerender read the same list. Found in search under "Company & contact".
 */
import type { PageRoute } from '@site/devkit/routes';
import { demoPage, expertPage } from './content/pages';

const page = ({ path, title }: { readonly path: string; readonly title: string }): PageRoute => ({
  path,
  title,
  kind: 'company',
  indexable: true,
});

export const routes: readonly PageRoute[] = [page(demoPage), page(expertPage)];
