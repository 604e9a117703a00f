import { PageLoading, PageNotFound } from '@site/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { BlogListingPage } from './blog/BlogListingPage';

// The listing ships with the remote's entry; every other page loads on its first visit.
const ArticlePage = lazy(() => import('./blog/ArticlePage'));
const AddBlogPage = lazy(() => import('./addBlog/AddBlogPage'));
const FaqPage = lazy(() => import('./faq/FaqPage'));
const WhitepapersPage = lazy(() => import('./whitepapers/WhitepapersPage'));
const CaseStudiesList = lazy(() => import('./library/CaseStudyRoutes').then(({ CaseStudiesList }) => ({ default: CaseStudiesList })));
const CaseStudy = lazy(() => import('./library/CaseStudyRoutes').then(({ CaseStudy }) => ({ default: CaseStudy })));
const SupportDocsList = lazy(() => import('./library/SupportDocRoutes').then(({ SupportDocsList }) => ({ default: SupportDocsList })));
const SupportGuide = lazy(() => import('./library/SupportDocRoutes').then(({ SupportGuide }) => ({ default: SupportGuide })));

export const articlePaths = ['/blogPost', '/blogPost2', '/blogPost3', '/blogPost4'] as const;

/** The routes this remote renders (the shell's route table sends them here). */
export function ResourcesRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/blogs" element={<BlogListingPage />} />
        {articlePaths.map((path) => (
          <Route key={path} path={path} element={<ArticlePage />} />
        ))}
        <Route path="/addBlog" element={<AddBlogPage />} />
        <Route path="/case-studies" element={<CaseStudiesList />} />
        <Route path="/article" element={<CaseStudy />} />
        <Route path="/support-documentation" element={<SupportDocsList />} />
        <Route path="/details" element={<SupportGuide />} />
        <Route path="/whitepapers" element={<WhitepapersPage />} />
        <Route path="/faq" element={<FaqPage />} />
        <Route path="*" element={<PageNotFound />} />
      </Routes>
    </Suspense>
  );
}
