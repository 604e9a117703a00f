import { PageInPreparation } from '@site/ui';
import { Route, Routes } from 'react-router-dom';
import { BlogListingPage } from './pages/BlogListingPage';

/** The routes this remote renders (the shell's route table sends them here). */
export function ResourcesRoutes() {
  return (
    <Routes>
      <Route path="/blogs" element={<BlogListingPage />} />
      <Route path="*" element={<PageInPreparation />} />
    </Routes>
  );
}
