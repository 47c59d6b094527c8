import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppButton } from './app-button.tsx';
import { AppLink, ExternalLink } from './app-link.tsx';

function renderInRouter(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }]);
  render(<RouterProvider router={router} />);
}

describe('links (§9: open in a new tab by default)', () => {
  it('an external link opens in a new tab, without handing over the opener', () => {
    renderInRouter(<ExternalLink href="https://status.example.com">Status</ExternalLink>);
    const link = screen.getByRole('link', { name: 'Status' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('an external link stays in the tab only when asked to', () => {
    renderInRouter(
      <ExternalLink href="https://status.example.com" sameTab>
        Status
      </ExternalLink>,
    );
    expect(screen.getByRole('link', { name: 'Status' }).hasAttribute('target')).toBe(false);
  });

  it('in-app navigation is the exception: it stays in the tab', () => {
    renderInRouter(<AppLink to="/profile">Profile</AppLink>);
    const link = screen.getByRole('link', { name: 'Profile' });
    expect(link.getAttribute('href')).toBe('/profile');
    expect(link.hasAttribute('target')).toBe(false);
  });

  it('a button with an href is a link too and opens in a new tab', () => {
    renderInRouter(<AppButton href="https://signet.example.com">Home</AppButton>);
    const link = screen.getByRole('link', { name: 'Home' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('a button stays in the tab for in-app destinations and when asked to', () => {
    renderInRouter(
      <>
        <AppButton to="/dashboard">Documents</AppButton>
        <AppButton href="https://signet.example.com" sameTab>
          Home
        </AppButton>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Documents' }).hasAttribute('target')).toBe(false);
    expect(screen.getByRole('link', { name: 'Home' }).hasAttribute('target')).toBe(false);
  });
});
