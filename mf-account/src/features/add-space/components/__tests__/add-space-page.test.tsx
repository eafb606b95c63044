import type { ApiClient, ListingDraft } from '@hourspace/api-client';
import { LISTING_DRAFT as DRAFT } from '@hourspace/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { AddSpacePage, resumeScreen } from '../add-space-page';
import { GUEST_SESSION, freshBus, renderAccount } from '../../../../testing/render';

expect.extend(toHaveNoViolations);

function draftsApi(initial: ListingDraft[]) {
  let drafts = [...initial];
  const save = (draft: ListingDraft) => {
    drafts = [draft, ...drafts.filter((d) => d.id !== draft.id)];
    return draft;
  };
  const listingDrafts = {
    list: jest.fn(async () => drafts),
    create: jest.fn(async (body: Record<string, unknown>) => save({ ...DRAFT, ...body, capacity: Number(body.capacity), city: 'Brooklyn' } as ListingDraft)),
    update: jest.fn(async (id: number, body: Record<string, unknown>) => {
      const current = drafts.find((d) => d.id === id) ?? DRAFT;
      const next = { ...current, ...body } as ListingDraft;
      next.steps = { basics: true, price: next.hourly_price !== null, description: next.description !== null };
      next.complete = next.steps.price && next.steps.description;
      return save(next);
    }),
  };
  const api = {
    listingDrafts,
    getActivities: jest.fn(async () => [
      { id: 'party', dropdown: 'Party' },
      { id: 'meeting', dropdown: 'Meeting' },
    ]),
    getPlacePredictions: jest.fn(async () => [
      { place_id: 'gn:5110302', description: 'Brooklyn, NY, United States', structured_formatting: { main_text: 'Brooklyn', secondary_text: 'NY, United States' } },
    ]),
  };
  return { api: api as unknown as Partial<ApiClient>, listingDrafts };
}

describe('the add-a-space page', () => {
  beforeEach(() => freshBus(GUEST_SESSION));

  it('starts a fresh account on the first step and gives the rules’ messages', async () => {
    const { api, listingDrafts } = draftsApi([]);
    const { container } = renderAccount(<AddSpacePage />, { api });
    expect(await screen.findByRole('heading', { name: 'The basics' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    // The intro counts no steps the progress line could contradict ('three short steps' above 'Step 1 of 4').
    expect(screen.getByText(/short steps/)).not.toHaveTextContent(/\b(one|two|three|four|five|six|\d+) short steps/i);
    await userEvent.type(screen.getByLabelText('Title'), 'Loft');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Is too short (minimum is 5 characters)')).toBeInTheDocument();
    expect(screen.getByText('Please select an activity type.')).toBeInTheDocument();
    expect(screen.getByText('Please select a location.')).toBeInTheDocument();
    expect(screen.getByText('Please enter how many people your space holds.')).toBeInTheDocument();
    expect(listingDrafts.create).not.toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('saves step 1 as a new draft with the chosen city’s place id, then step 2, and confirms each save', async () => {
    const { api, listingDrafts } = draftsApi([]);
    renderAccount(<AddSpacePage />, { api });
    await userEvent.type(await screen.findByLabelText('Title'), 'Sunny loft with a terrace');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Party' })).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByLabelText('Main activity'), 'party');
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'Brookl');
    await userEvent.click(await screen.findByRole('option', { name: /Brooklyn/ }, { timeout: 3000 }));
    await userEvent.type(screen.getByLabelText('Capacity (people)'), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(listingDrafts.create).toHaveBeenCalledWith({ title: 'Sunny loft with a terrace', activities: ['party'], place_id: 'gn:5110302', capacity: 40 }));
    expect(await screen.findByRole('heading', { name: 'Price' })).toBeInTheDocument();
    expect(screen.getByText('Saved. You can leave and continue later.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Hourly price (USD)'), '0.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The hourly price must be between 1 and 10,000.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Hourly price (USD)'));
    await userEvent.type(screen.getByLabelText('Hourly price (USD)'), '85.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(listingDrafts.update).toHaveBeenCalledWith(3, { hourly_price: 85.5, min_hours: 1 }));
    expect(await screen.findByRole('heading', { name: 'Description' })).toBeInTheDocument();
  });

  it('lists existing drafts and continues one at its first unsaved step', async () => {
    const { api } = draftsApi([DRAFT]);
    renderAccount(<AddSpacePage />, { api });
    expect(await screen.findByRole('heading', { name: 'Your spaces in progress' })).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue Sunny loft with a terrace' }));
    expect(await screen.findByRole('heading', { name: 'Price' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
  });

  it('ends on a review that says what happens next, and submits', async () => {
    const complete = {
      ...DRAFT,
      hourly_price: 85.5,
      min_hours: 2,
      description: 'A bright loft on the top floor with a roof terrace and room for forty.',
      steps: { basics: true, price: true, description: true },
      complete: true,
    };
    const { api, listingDrafts } = draftsApi([complete]);
    const { container } = renderAccount(<AddSpacePage />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue Sunny loft with a terrace' }));
    expect(await screen.findByRole('heading', { name: 'Review your space' })).toBeInTheDocument();
    expect(screen.getByText('$85.50')).toBeInTheDocument();
    expect(screen.getByText('2 hours')).toBeInTheDocument();
    expect(screen.getByText('Brooklyn, NY')).toBeInTheDocument();
    expect(screen.getByText('Add photos of your space.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(listingDrafts.update).toHaveBeenCalledWith(3, { status: 'submitted' }));
    expect(await screen.findByText(/appears in your listings as "Draft" until you add photos/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your listings' })).toHaveAttribute('href', '/mylistings');
  });

  it('shows an error card with a retry when the drafts cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, listingDrafts } = draftsApi([]);
    listingDrafts.list.mockRejectedValueOnce(new Error('down'));
    renderAccount(<AddSpacePage />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'The basics' })).toBeInTheDocument();
  });

  it('resumes at the first step a draft has not saved', () => {
    expect(resumeScreen(DRAFT)).toBe('price');
    expect(resumeScreen({ ...DRAFT, steps: { basics: true, price: true, description: false } })).toBe('description');
    expect(resumeScreen({ ...DRAFT, steps: { basics: true, price: true, description: true } })).toBe('review');
  });
});
