import { Route, Routes } from 'react-router-dom';
import { PricingPage } from './pages/PricingPage';
import { pricingRoute } from './routes';

/** The routes this remote renders (its published routes; the shell's route table sends them here). */
export function PricingRoutes() {
  return (
    <Routes>
      <Route path={pricingRoute.path} element={<PricingPage />} />
    </Routes>
  );
}
