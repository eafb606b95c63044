import { getBus } from '@hourspace/bus';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { fakeApi, spaceDetail, spaceQuote } from '../../testing/fake-api';
import { renderSearch } from '../../testing/render';
import { Root } from '../root';

expect.extend(toHaveNoViolations);

const ADD_ONS = [
  { id: 3, name: 'Projector', description: 'HD projector and screen', price: 50, unit: 'booking' as const },
  { id: 4, name: 'Assistant', description: '', price: 35, unit: 'hour' as const },
];

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/us/space/5');
  getBus().setState('session', { navState: 'NAV_LOGGED_IN_GUEST', profile: { SSOid: 'u-1' } });
});

describe('add-ons on the space page', () => {
  it('lists the space’s add-ons with their price per booking or per hour', async () => {
    const { container } = renderSearch(<Root />, { api: fakeApi({ space: jest.fn(async () => spaceDetail(5, { add_ons: ADD_ONS })) }) });
    const section = await screen.findByRole('region', { name: 'Add-ons' });
    expect(within(section).getByText('Projector')).toBeInTheDocument();
    expect(within(section).getByText(/\$50(\.00)? per booking/)).toBeInTheDocument();
    expect(within(section).getByText(/\$35(\.00)? per hour/)).toBeInTheDocument();
    expect(within(section).getByText('HD projector and screen')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lets the guest pick add-ons in the booking panel, prices them in the breakdown and sends them with the request', async () => {
    const api = fakeApi({
      space: jest.fn(async () => spaceDetail(5, { add_ons: ADD_ONS })),
      spaceQuote: jest.fn(async (request) =>
        request.addOns?.length
          ? spaceQuote(3, { add_ons: [{ id: 4, name: 'Assistant', unit: 'hour', quantity: 3, amount: 105 }], add_ons_total: 105, total: 511.5 })
          : spaceQuote(3),
      ),
    });
    renderSearch(<Root />, { api });
    fireEvent.change(await screen.findByLabelText('Date'), { target: { value: '2030-05-04' } });
    const picker = screen.getByRole('group', { name: 'Add-ons (optional)' });
    await userEvent.click(within(picker).getByRole('checkbox', { name: /Assistant/ }));
    expect(await screen.findByText('Assistant × 3 hours')).toBeInTheDocument();
    expect(screen.getByText('$105')).toBeInTheDocument();
    expect(api.spaceQuote).toHaveBeenLastCalledWith({ spaceId: '5', startsAt: '2030-05-04T09:00:00', endsAt: '2030-05-04T12:00:00', addOns: [4] });
    await userEvent.type(screen.getByLabelText('Attendees'), '25');
    await userEvent.type(screen.getByLabelText('Message to Harper'), 'A birthday for my sister.');
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms of service/ }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Request to book' }).at(-1)!);
    await waitFor(() =>
      expect(api.requestBooking).toHaveBeenCalledWith(expect.objectContaining({ space_id: 5, add_ons: [4], payment_method: 'card_visa_4242' }), expect.any(String)),
    );
  });

  it('shows no add-on section or picker for a space without add-ons', async () => {
    renderSearch(<Root />, { api: fakeApi() });
    fireEvent.change(await screen.findByLabelText('Date'), { target: { value: '2030-05-04' } });
    expect(screen.queryByRole('region', { name: 'Add-ons' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Add-ons (optional)' })).not.toBeInTheDocument();
  });
});
