import { Route, Routes } from 'react-router-dom';
import { demoPage, expertPage, freeTrialPage, newsletterSentPage, requestSentPage, trialSentPage } from './content/pages';
import { FreeTrialPage } from './pages/FreeTrialPage';
import { RequestPage } from './pages/RequestPage';
import { SentPage } from './pages/SentPage';

/** The routes this remote renders (the shell's route table sends them here). */
export function FormsRoutes() {
  return (
    <Routes>
      <Route path={demoPage.path} element={<RequestPage kind="demo" content={demoPage} />} />
      <Route path={expertPage.path} element={<RequestPage kind="expert" content={expertPage} />} />
      <Route path={freeTrialPage.path} element={<FreeTrialPage />} />
      {[requestSentPage, trialSentPage, newsletterSentPage].map((content) => (
        <Route key={content.path} path={content.path} element={<SentPage content={content} />} />
      ))}
    </Routes>
  );
}
