import { PageLoading, PageNotFound } from '@site/ui';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { pagePaths, type PageFamily } from './pagePaths';

/** One chunk per page family, loaded on the first visit to one of its routes. */
const familyRoutes: Record<PageFamily, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('./pages/home/HomePage').then(({ HomePage }) => ({ default: HomePage }))),
  product: lazy(() => import('./pages/product/ProductRoute')),
  role: lazy(() => import('./pages/solutions/RoleRoute')),
  industry: lazy(() => import('./pages/solutions/IndustryRoute')),
  feature: lazy(() => import('./pages/feature/FeatureRoute')),
  about: lazy(() => import('./pages/about/AboutRoute')),
  legal: lazy(() => import('./pages/legal/LegalRoute')),
};

const families = Object.keys(pagePaths) as PageFamily[];

/** The routes this remote renders (the shell's route table sends them here). */
export function MarketingRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {families.flatMap((family) => {
          const FamilyRoute = familyRoutes[family];
          return pagePaths[family].map((path) => <Route key={path} path={path} element={<FamilyRoute />} />);
        })}
        <Route path="*" element={<PageNotFound />} />
      </Routes>
    </Suspense>
  );
}
