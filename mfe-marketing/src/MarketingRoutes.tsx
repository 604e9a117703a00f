import { PageInPreparation } from '@site/ui';
import { Route, Routes } from 'react-router-dom';
import { HomePage } from './pages/HomePage';
import { OurStoryPage } from './pages/OurStoryPage';

/** The routes this remote renders (the shell's route table sends them here). */
export function MarketingRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/our-story" element={<OurStoryPage />} />
      <Route path="*" element={<PageInPreparation />} />
    </Routes>
  );
}
