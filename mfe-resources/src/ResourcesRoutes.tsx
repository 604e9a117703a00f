import { PageLoading, PageNotFound, usePublishedPages } from '@site/ui';
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { BlogListingPage } from './blog/BlogListingPage';
import type { PageTemplate } from './routes';

// The listing ships with the remote's entry; every other template loads on its first visit.
const templates: Record<PageTemplate, ComponentType> = {
  blog: BlogListingPage,
  article: lazy(() => import('./blog/ArticlePage')),
  'add-blog': lazy(() => import('./addBlog/AddBlogPage')),
  faq: lazy(() => import('./faq/FaqPage')),
  whitepapers: lazy(() => import('./whitepapers/WhitepapersPage')),
  'case-studies': lazy(() => import('./library/CaseStudyRoutes').then(({ CaseStudiesList }) => ({ default: CaseStudiesList }))),
  'case-study': lazy(() => import('./library/CaseStudyRoutes').then(({ CaseStudy }) => ({ default: CaseStudy }))),
  'case-study-lookup': lazy(() => import('./library/CaseStudyRoutes').then(({ CaseStudyLookup }) => ({ default: CaseStudyLookup }))),
  'support-docs': lazy(() => import('./library/SupportDocRoutes').then(({ SupportDocsList }) => ({ default: SupportDocsList }))),
  guide: lazy(() => import('./library/SupportDocRoutes').then(({ SupportGuide }) => ({ default: SupportGuide }))),
  'guide-lookup': lazy(() => import('./library/SupportDocRoutes').then(({ SupportGuideLookup }) => ({ default: SupportGuideLookup }))),
};

const isTemplate = (name: string | undefined): name is PageTemplate => name !== undefined && name in templates;

/** This remote's pages as its release published them (routes.ts), each with its template. */
export function ResourcesRoutes() {
  const pages = usePublishedPages();
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {pages.map(({ path, template }) => {
          if (!isTemplate(template)) return null;
          const Template = templates[template];
          return <Route key={path} path={path} element={<Template />} />;
        })}
        <Route path="*" element={<PageNotFound />} />
      </Routes>
    </Suspense>
  );
}
