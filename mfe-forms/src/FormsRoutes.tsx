import { Route, Routes } from 'react-router-dom';
import { demoPage, expertPage } from './content/pages';
import { RequestPage } from './pages/RequestPage';

/** The routes this remote renders (the shell's route table sends them here). */
export function FormsRoutes() {
  return (
    <Routes>
      <Route path={demoPage.path} element={<RequestPage kind="demo" content={demoPage} />} />
      <Route path={expertPage.path} element={<RequestPage kind="expert" content={expertPage} />} />
    </Routes>
  );
}
