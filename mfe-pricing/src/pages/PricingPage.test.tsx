import { renderAtRoute } from '@site/devkit/render-at-route';
import { siteConfig } from '@site/site-config';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PricingRoutes } from '../PricingRoutes';
import { routes } from '../routes';

const industrySelect = () => screen.getByRole('combobox', { name: 'Your industry' });

describe('PricingPage', () => {
  it('shows the spec heading, subheading and quote, with its title and description', () => {
    renderAtRoute(PricingRoutes, '/pricing', { pages: routes });
    expect(screen.getByRole('heading', { level: 1, name: 'PRICING' })).toBeInTheDocument();
    expect(screen.getByText('Compare Our Plans And Find Yours')).toBeInTheDocument();
    expect(screen.getByText(/all-in-one NDIS solution/)).toBeInTheDocument();
    expect(document.title).toBe(`Pricing | ${siteConfig.brand.name}`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('minimum 5 users'));
  });

  it('offers the seven industry options with NDIS chosen and "Select Industry" as a placeholder', () => {
    renderAtRoute(PricingRoutes, '/pricing', { pages: routes });
    const options = within(industrySelect()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select Industry',
      'NDIS Industry',
      'ICT Industry',
      'Retail & Hospitality',
      'Multi-Site Businesses',
      'Manufacturing',
      'Construction',
    ]);
    expect(options[0]).toHaveValue('');
    expect(options[0]).toBeDisabled();
    expect(industrySelect()).toHaveValue('ndis');
  });

  it('shows three plan cards with price, minimum, expert link, highlights and the LMS addon', () => {
    renderAtRoute(PricingRoutes, '/pricing', { pages: routes });
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Essential',
      'Professional',
      'Premium + AI (beta)',
    ]);
    expect(cards.map((card) => within(card).getByTestId('plan-price').textContent)).toEqual([
      '$9.99 per user / month',
      '$19.99 per user / month',
      '$39.99 per user / month',
    ]);
    for (const card of cards) {
      expect(within(card).getByText('minimum 5 users')).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Talk to an expert' })).toHaveAttribute('href', '/salesPage');
      expect(within(card).getByText('Optional Addons:').parentElement).toHaveTextContent('Optional Addons: LMS');
      expect(within(card).getAllByRole('listitem').length).toBeGreaterThan(3);
    }
    expect(within(cards[1]!).getByText('MOST POPULAR')).toBeInTheDocument();
    expect(screen.getAllByText('MOST POPULAR')).toHaveLength(1);
    expect(screen.getByText(/exclude GST/)).toBeInTheDocument();
  });

  it('keeps the comparison table collapsed until asked, then shows a real table with text for each tick and cross', async () => {
    const user = userEvent.setup();
    renderAtRoute(PricingRoutes, '/pricing', { pages: routes });
    const toggle = screen.getByRole('button', { name: 'Show the full comparison' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide the full comparison');
    const table = screen.getByRole('table', { name: 'Features included in each NDIS plan' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Feature', 'Essential', 'Professional', 'Premium + AI (beta)']);
    // The row groups after the first join a frame after the table opens (revealAfterFirstFrame).
    const bankFeed = await within(table).findByRole('row', { name: /^Bank Feed/ });
    expect(
      within(bankFeed)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Not included', 'Not included', 'Included']);
    const supportChat = within(table).getByRole('row', { name: /^Support Chat/ });
    expect(
      within(supportChat)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Included', 'Included', 'Included+ Dedicated Manager']);
    expect(within(table).getByRole('row', { name: /^AI roster suggestions/ })).toHaveTextContent('Coming soon');

    await user.click(toggle);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('swaps the plans for the sales contact when another industry is chosen, and back', async () => {
    const user = userEvent.setup();
    renderAtRoute(PricingRoutes, '/pricing', { pages: routes });
    await user.selectOptions(industrySelect(), 'ICT Industry');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Show the full comparison' })).not.toBeInTheDocument();
    const contact = screen.getByTestId('sales-contact');
    expect(within(contact).getByRole('heading', { name: 'Pricing for your industry: ICT Industry' })).toBeInTheDocument();
    const { contact: details, mailboxes } = siteConfig;
    expect(within(contact).getByRole('link', { name: details.salesPhone.display })).toHaveAttribute(
      'href',
      `tel:${details.salesPhone.tel}`,
    );
    expect(within(contact).getByText(details.salesHours)).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: mailboxes.sales })).toHaveAttribute('href', `mailto:${mailboxes.sales}`);
    expect(within(contact).getByRole('link', { name: mailboxes.enquiries })).toHaveAttribute('href', `mailto:${mailboxes.enquiries}`);
    expect(within(contact).getByText(/Canberra ACT/)).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: details.supportHotline.display })).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: details.mobile.display })).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/requestDemo');

    await user.selectOptions(industrySelect(), 'NDIS Industry');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByTestId('sales-contact')).not.toBeInTheDocument();
  });

  it('opens on the industry the address names', () => {
    renderAtRoute(PricingRoutes, '/pricing?industry=multi-site-businesses', { pages: routes });
    expect(industrySelect()).toHaveValue('multi-site-businesses');
    expect(screen.getByRole('heading', { name: 'Pricing for your industry: Multi-Site Businesses' })).toBeInTheDocument();
  });

  it('offers help: hotline that dials, support e-mail with subject "Inquiry", and Book a Demo', () => {
    renderAtRoute(PricingRoutes, '/pricing', { pages: routes });
    const help = screen.getByRole('region', { name: 'Still have questions? We are here to help' });
    const { contact, mailboxes } = siteConfig;
    expect(within(help).getByRole('link', { name: contact.supportHotline.display })).toHaveAttribute(
      'href',
      `tel:${contact.supportHotline.tel}`,
    );
    expect(within(help).getByRole('link', { name: mailboxes.support })).toHaveAttribute(
      'href',
      `mailto:${mailboxes.support}?subject=Inquiry`,
    );
    expect(within(help).getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/requestDemo');
  });
});
