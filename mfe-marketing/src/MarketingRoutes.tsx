import { GlossaryScope, PageLoading, PageNotFound, usePublishedPages } from '@site/ui';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { PageTemplate } from './routes';

/** One chunk per page template, loaded on the first visit to one of its pages. */
const templates: Record<PageTemplate, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('./pages/home/HomePage').then(({ HomePage }) => ({ default: HomePage }))),
  product: lazy(() => import('./pages/product/ProductRoute')),
  role: lazy(() => import('./pages/solutions/RoleRoute')),
  industry: lazy(() => import('./pages/solutions/IndustryRoute')),
  feature: lazy(() => import('./pages/feature/FeatureRoute')),
  about: lazy(() => import('./pages/about/AboutRoute')),
  legal: lazy(() => import('./pages/legal/LegalRoute')),
};

const isTemplate = (name: string | undefined): name is PageTemplate => name !== undefined && name in templates;

/** This remote's pages as its release published them (routes.ts), each with its template. */
export function MarketingRoutes() {
  const pages = usePublishedPages();
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {pages.map(({ path, template }) => {
          if (!isTemplate(template)) return null;
          const Template = templates[template];
          // One glossary scope per page: a term is written out at its first use on the page.
          return (
            <Route
              key={path}
              path={path}
              element={
                <GlossaryScope>
                  <Template />
                </GlossaryScope>
              }
            />
          );
        })}
        <Route path="*" element={<PageNotFound />} />
      </Routes>
    </Suspense>
  );
}
