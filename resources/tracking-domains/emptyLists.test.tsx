import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marketplaceCategories, offers, trackingDomains } from '../../server/db/schema';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// A file of its own: it empties this file's database.
const harness = setupRoleAppHarness();

describe('empty lists', () => {
  it('invites an admin to add the first tracking domain, rule or category', async () => {
    const { db } = harness.testApp.database;
    // offers keep their category and tracking domain: let go of them first
    await db.update(offers).set({ trackingDomainId: null, marketplaceCategoryId: null });
    await db.delete(trackingDomains); // the rules go with their domains
    await db.delete(marketplaceCategories);

    await harness.renderApp('admin', '/tracking-domains');
    expect(await screen.findByText('No tracking domains yet.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Create' })).toHaveAttribute('href', '/admin/d/tracking-domains/create');

    cleanup();
    await harness.renderApp('admin', '/tracking-domain-rules');
    expect(await screen.findByText('No tracking domain rules yet.')).toBeInTheDocument();

    cleanup();
    await harness.renderApp('admin', '/marketplace-categories');
    expect(await screen.findByText('No marketplace categories yet.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Create' })).toHaveAttribute('href', '/admin/d/marketplace-categories/create');
  });
});
