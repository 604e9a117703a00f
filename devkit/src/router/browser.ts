/**
 * What the browser builds take from React Router, and nothing more. `react-router-dom` resolves
 * here in every webpack build (see webpack.ts): Module Federation shares this module as the one
 * router singleton, and because it names its exports, webpack drops the rest of React Router
 * (data routers, RSC, sessions…) that a shared `react-router` would ship whole (~45 KB gzip).
 * A name missing here fails the build (`exportsPresence: 'error'`): add it below.
 */
export { BrowserRouter, Navigate, Route, Router, Routes, createPath, useLocation, useNavigate } from 'react-router';
export type { Location, Navigator, To } from 'react-router';
