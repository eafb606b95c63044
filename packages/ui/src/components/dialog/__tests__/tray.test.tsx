import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tray, type TrayScreen } from '../tray';
import { expectNoAxeViolations } from '../../../test-utils/axe';

type DateScreen = 'main' | 'date' | 'startTime' | 'endTime';

function DateTray({ initialScreen = 'main' as DateScreen, onScreen = (_screen: DateScreen) => {} }) {
  const [open, setOpen] = useState(false);
  const [screenKey, setScreenKey] = useState<DateScreen>(initialScreen);
  const change = (next: DateScreen) => {
    onScreen(next);
    setScreenKey(next);
  };
  const screens: Record<DateScreen, TrayScreen<DateScreen>> = {
    main: {
      title: 'When?',
      content: (
        <>
          <button type="button" onClick={() => change('date')}>
            Pick a date
          </button>
          <button type="button" onClick={() => change('startTime')}>
            Pick a start time
          </button>
        </>
      ),
      footer: <button type="button">Apply</button>,
    },
    date: { title: 'Date', content: <p>Calendar</p>, back: 'main' },
    startTime: { title: 'Start time', content: <button type="button">9:00 AM</button>, back: 'main' },
    endTime: { title: 'End time', content: <p>Times</p>, back: 'startTime' },
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Date and time
      </button>
      <Tray open={open} onClose={() => setOpen(false)} closeLabel="Close" backLabel="Back" screens={screens} screen={screenKey} onScreenChange={change} />
    </>
  );
}

async function openTray(props: Parameters<typeof DateTray>[0] = {}) {
  const user = userEvent.setup();
  render(<DateTray {...props} />);
  await user.click(screen.getByRole('button', { name: 'Date and time' }));
  const tray = await screen.findByRole('dialog');
  await waitFor(() => expect(tray).toHaveFocus());
  return { user, tray };
}

describe('Tray', () => {
  it('is a modal dialog named by the current screen title, with no back button on the main screen', async () => {
    const { tray } = await openTray();
    expect(tray).toHaveAccessibleName('When?');
    expect(tray).toHaveAttribute('aria-modal', 'true');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('switches to a sub-screen, focuses its title, and goes back with the back button', async () => {
    const onScreen = jest.fn();
    const { user, tray } = await openTray({ onScreen });
    await user.click(screen.getByRole('button', { name: 'Pick a start time' }));
    expect(tray).toHaveAccessibleName('Start time');
    expect(screen.getByRole('heading', { name: 'Start time' })).toHaveFocus();
    expect(screen.getByRole('button', { name: '9:00 AM' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    await expectNoAxeViolations(document.body);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onScreen).toHaveBeenLastCalledWith('main');
    expect(tray).toHaveAccessibleName('When?');
    expect(screen.getByRole('heading', { name: 'When?' })).toHaveFocus();
  });

  it('goes back to the screen each screen names, not always to the main one', async () => {
    const { user, tray } = await openTray({ initialScreen: 'endTime' });
    expect(tray).toHaveAccessibleName('End time');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(tray).toHaveAccessibleName('Start time');
  });

  it('closes on Escape from a sub-screen and returns focus to the opener', async () => {
    const { user } = await openTray();
    await user.click(screen.getByRole('button', { name: 'Pick a date' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Date and time' })).toHaveFocus());
  });

  it('traps Tab inside the sheet', async () => {
    const { user } = await openTray();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('locks page scrolling while open', async () => {
    const { user } = await openTray();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('');
  });

  it('works with a single screen from title and children', async () => {
    const onClose = jest.fn();
    render(
      <Tray open onClose={onClose} title="Activity" closeLabel="Close">
        <p>Meeting</p>
      </Tray>,
    );
    expect(screen.getByRole('dialog', { name: 'Activity' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('dialog').parentElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(document.body);
  });

  it('shows the first screen and reports the mistake when asked for an unknown screen', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Tray
        open
        onClose={() => {}}
        closeLabel="Close"
        backLabel="Back"
        screens={{ main: { title: 'When?', content: null } }}
        screen={'calendar' as 'main'}
        onScreenChange={() => {}}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'When?' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('no screen "calendar"'));
    error.mockRestore();
  });
});
