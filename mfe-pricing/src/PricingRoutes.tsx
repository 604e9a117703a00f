import { Route, Routes } from 'react-router-dom';
import { PricingPage } from './pages/PricingPage';

/** The routes this remote renders (the shell's route table sends them here). */
export function PricingRoutes() {
  return (
    <Routes>
      <Route path="/pricing" element={<PricingPage />} />
    </Routes>
  );
}
