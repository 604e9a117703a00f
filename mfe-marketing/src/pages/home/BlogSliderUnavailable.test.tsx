/** The home page's blog slider when mfe-resources cannot be reached (a file of its own: see BlogSliderPosts.test.tsx). */
import { screen } from '@testing-library/react';
import { renderAtRoute } from '@site/devkit/render-at-route';
import { MarketingRoutes } from '../../MarketingRoutes';
import { routes } from '../../routes';

it('still offers the blog when the resources remote cannot be reached', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  renderAtRoute(MarketingRoutes, '/', { pages: routes, remoteModules: {} });
  expect(await screen.findByText(/latest posts could not be loaded/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Read them on our blog' })).toHaveAttribute('href', '/blogs');
  expect(logged).toHaveBeenCalled();
  logged.mockRestore();
});
