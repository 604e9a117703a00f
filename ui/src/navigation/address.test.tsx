import { fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AddressProvider, SiteLink, staticAddress, useAddress, type AddressServices } from './address';

function renderLink(link: React.ReactNode) {
  const navigate = jest.fn();
  const value: AddressServices = { address: { pathname: '/', search: '', hash: '' }, navigate };
  render(<AddressProvider value={value}>{link}</AddressProvider>);
  return navigate;
}

describe('SiteLink', () => {
  it('is a plain link in the server HTML, which works before any script', () => {
    const html = renderToStaticMarkup(
      <AddressProvider value={staticAddress('/')}>
        <SiteLink to="/pricing?industry=ict" className="inline">
          Pricing
        </SiteLink>
      </AddressProvider>,
    );
    expect(html).toBe('<a href="/pricing?industry=ict" class="inline">Pricing</a>');
  });

  it('sends a plain click through the provider’s navigate, and the browser does not follow it itself', () => {
    const navigate = renderLink(<SiteLink to="/faq">FAQs</SiteLink>);
    expect(fireEvent.click(screen.getByRole('link', { name: 'FAQs' }))).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/faq');
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser (a new tab or window)', (_name, init) => {
    const navigate = renderLink(<SiteLink to="/faq">FAQs</SiteLink>);
    expect(fireEvent.click(screen.getByRole('link', { name: 'FAQs' }), init)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a link with another target, or a click its own handler took, to the browser', () => {
    const navigate = renderLink(
      <>
        <SiteLink to="/privacy-policy" target="_blank">
          Policy
        </SiteLink>
        <SiteLink to="/blogs" onClick={(event) => event.preventDefault()}>
          Blog
        </SiteLink>
      </>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Policy' }))).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('the address', () => {
  it('is parsed from a path on the server', () => {
    function Where() {
      const { pathname, search, hash } = useAddress();
      return <p>{`${pathname}|${search}|${hash}`}</p>;
    }
    expect(
      renderToStaticMarkup(
        <AddressProvider value={staticAddress('/pricing?industry=ict#plans')}>
          <Where />
        </AddressProvider>,
      ),
    ).toBe('<p>/pricing|?industry=ict|#plans</p>');
  });

  it('says what is missing when a component reads it outside a provider', () => {
    function Where() {
      return <p>{useAddress().pathname}</p>;
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Where />)).toThrow('The address needs an AddressProvider');
    jest.restoreAllMocks();
  });
});
